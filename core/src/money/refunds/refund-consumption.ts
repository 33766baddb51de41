import { highestProgressOf } from '../../enrollment/enrollment.entity';
import type { Enrollment } from '../../enrollment/payment';
import { isLessonCompleted } from '../../learning/lesson-progress';
import type { Repositories } from '../../shared/unit-of-work.port';
import type { MoneyPolicy } from '../money-policy';
import type { RefundRefusal } from '../refund-request';

/** What a student has taken of a course: what a refund is judged by (decision 44). */
export interface RefundConsumption {
  /** Completed lessons over all lessons now, in whole percent. */
  progressPercent: number;
  /** The highest percentage ever reached: reopening lessons does not lower it. */
  highestProgressPercent: number;
  /** Lessons completed now, of the course's lessons now. */
  lessonsCompleted: number;
  lessonCount: number;
  /** When the course was first completed; kept when lessons are reopened or added. */
  completedAt: Date | null;
  /** The certificate the enrollment earned, if any, revoked or not. */
  certificate: { code: string; revoked: boolean } | null;
}

type Readers = Pick<Repositories, 'lessonProgress' | 'curricula' | 'certificates'>;

export async function consumptionOf(
  readers: Readers,
  enrollment: Enrollment,
): Promise<RefundConsumption> {
  const [progress, lessonCount, certificate] = await Promise.all([
    readers.lessonProgress.progressOf(enrollment.id),
    readers.curricula.countLessons(enrollment.courseId),
    readers.certificates.findByEnrollment(enrollment.id),
  ]);
  return {
    progressPercent: enrollment.progressPercent,
    highestProgressPercent: highestProgressOf(enrollment),
    lessonsCompleted: progress.filter(isLessonCompleted).length,
    lessonCount,
    completedAt: enrollment.completedAt,
    certificate: certificate ? { code: certificate.code, revoked: certificate.isRevoked } : null,
  };
}

/**
 * The course was consumed: completed once, a certificate issued (even one revoked since), or
 * the highest progress at the cap. Null while none of these holds.
 */
export function consumedRefusal(
  consumption: RefundConsumption,
  policy: MoneyPolicy,
): RefundRefusal | null {
  if (consumption.completedAt) return 'course_completed';
  if (consumption.certificate) return 'certificate_issued';
  if (consumption.highestProgressPercent >= policy.refundMaxProgress) return 'progress_over_cap';
  return null;
}
