import type { ReversalKind } from '../money/ledger-entry';
import type { Enrollment, EnrollmentEndReason, EnrollmentLearning } from './payment';

/**
 * An enrollment's changes (decision 54): its learning recounted, and its end when the payment
 * is reversed. Each answers the next record; the repository writes it.
 */

/** Ended by a refund or a dispute: it stays as history and grants nothing. */
export function hasEnded(enrollment: Pick<Enrollment, 'endedAt'>): boolean {
  return Boolean(enrollment.endedAt);
}

/**
 * The payment's reversal ends a running enrollment, once: null, changing nothing, when it had
 * ended already.
 */
export function endOnReversal(
  enrollment: Enrollment,
  reversal: ReversalKind,
  at: Date,
): (Enrollment & { endedAt: Date; endReason: EnrollmentEndReason }) | null {
  if (hasEnded(enrollment)) return null;
  const endReason = reversal === 'refund' ? 'refunded' : 'disputed';
  return { ...enrollment, endedAt: at, endReason };
}

/** The learning after a recount, and what the recount did. */
export interface LearningChange {
  learning: EnrollmentLearning;
  /** The course reached 100% for the first time: its completion date is set now. */
  completed: boolean;
  /** The last lesson or the percentage moved, or the course was completed: there is news to write. */
  changed: boolean;
}

/**
 * The enrollment's last lesson and percentage after a recount. The first time the percentage
 * reaches 100 the completion date is set, and kept from then on, whatever the percentage does
 * later. The highest percentage reached only ever rises: reopening a lesson takes nothing back.
 */
export function recordLearning(
  enrollment: Enrollment,
  next: { lastLessonId: string | null; progressPercent: number },
  now: Date,
): LearningChange {
  const completed = next.progressPercent === 100 && enrollment.completedAt === null;
  return {
    learning: {
      ...next,
      completedAt: completed ? now : enrollment.completedAt,
      highestProgressPercent: Math.max(enrollment.highestProgressPercent, next.progressPercent),
    },
    completed,
    changed:
      completed ||
      next.lastLessonId !== enrollment.lastLessonId ||
      next.progressPercent !== enrollment.progressPercent,
  };
}

/** The highest percentage the enrollment reached, the current one included: what a refund weighs. */
export function highestProgressOf(
  enrollment: Pick<Enrollment, 'highestProgressPercent' | 'progressPercent'>,
): number {
  return Math.max(enrollment.highestProgressPercent, enrollment.progressPercent);
}
