import type { CourseDetails } from '../catalog/course-details';
import type { Section } from '../learning/curriculum';
import type { Lesson } from '../learning/lesson-content';
import { RevisionNotPendingError } from './editorial.errors';

/** The fields of an approved course that wait for review when changed (decision 33). */
export const MATERIAL_FIELDS = [
  'name',
  'image',
  'shortDescription',
  'detailedDescription',
  'learningOutcomes',
] as const;
export type MaterialField = (typeof MATERIAL_FIELDS)[number];
export type MaterialDetails = Pick<CourseDetails, MaterialField>;

/** A proposed curriculum, whole: sections and lessons with their content. */
export interface ProposedCurriculum {
  sections: Section[];
  lessons: Lesson[];
}

export type RevisionStatus = 'pending' | 'rejected';

export interface CourseRevisionProps {
  courseId: string;
  status: RevisionStatus;
  /** Grows with every change, so that a decision applies to the version the admin saw. */
  version: number;
  details: MaterialDetails;
  /** null while the curriculum is the live one. */
  curriculum: ProposedCurriculum | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The changes an instructor made to an approved course, waiting for review while the approved
 * version stays live. One per course; an admin's approval makes it live and ends it.
 */
export class CourseRevision {
  private constructor(private props: CourseRevisionProps) {}

  static start(courseId: string, live: MaterialDetails, now: Date): CourseRevision {
    return new CourseRevision({
      courseId,
      status: 'pending',
      version: 0,
      details: { ...live },
      curriculum: null,
      createdAt: now,
      updatedAt: now,
    });
  }

  static restore(props: CourseRevisionProps): CourseRevision {
    // A revision kept before "What you'll learn" existed proposes none.
    const details = { ...props.details, learningOutcomes: props.details.learningOutcomes ?? [] };
    return new CourseRevision({ ...props, details });
  }

  get courseId(): string {
    return this.props.courseId;
  }
  get status(): RevisionStatus {
    return this.props.status;
  }
  get version(): number {
    return this.props.version;
  }
  get details(): MaterialDetails {
    return this.props.details;
  }
  get curriculum(): ProposedCurriculum | null {
    return this.props.curriculum;
  }

  toProps(): Readonly<CourseRevisionProps> {
    return { ...this.props };
  }

  /** A new change: back to pending (a rejected revision is resubmitted by editing it). */
  change(update: { details?: MaterialDetails; curriculum?: ProposedCurriculum }, now: Date): void {
    this.props = {
      ...this.props,
      details: update.details ? { ...update.details } : this.props.details,
      curriculum: update.curriculum ?? this.props.curriculum,
      status: 'pending',
      version: this.props.version + 1,
      updatedAt: now,
    };
  }

  reject(): void {
    if (this.props.status !== 'pending') throw new RevisionNotPendingError();
    this.props = { ...this.props, status: 'rejected', version: this.props.version + 1 };
  }

  assertPending(version: number): void {
    if (this.props.status !== 'pending') throw new RevisionNotPendingError();
    if (this.props.version !== version) throw new RevisionNotPendingError(true);
  }
}
