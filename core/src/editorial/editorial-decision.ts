import type { CourseSnapshot } from './course-snapshot';
import type { DecisionReason } from './decision-reason';

/**
 * What a decision is about: a course (its first review, a resubmission, a take-down), a
 * revision of an approved course, or an instructor application (kept under the user's id).
 */
export type DecisionSubjectType = 'course' | 'revision' | 'application';

export type Verdict = 'approved' | 'rejected' | 'unpublished';

/** An application as the admin saw it. */
export interface ApplicationSnapshot {
  category: string;
  experience: string;
  title: string;
}

export interface EditorialDecision {
  subject: { type: DecisionSubjectType; id: string };
  verdict: Verdict;
  /** Required for a rejection or a take-down; null for an approval. */
  reason: DecisionReason | null;
  actorId: string;
  at: Date;
  /** What was decided on; the next review compares against it. */
  snapshot: CourseSnapshot | ApplicationSnapshot;
}

/** A decision as stored, with its id. */
export interface DecisionRecord extends EditorialDecision {
  id: string;
}
