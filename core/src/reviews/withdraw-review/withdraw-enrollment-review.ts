import type { EnrollmentEndReason } from '../../enrollment/payment';
import type { Repositories } from '../../shared/unit-of-work.port';
import { ReviewChangedError } from '../review.errors';

/**
 * Inside the transaction that reverses a payment, once its enrollment has ended: the review
 * written in that enrollment leaves the list and the course's average, kept as written
 * (decision 46). Read under lock, so an edit, reply or hiding racing it waits for this write.
 */
export async function withdrawEnrollmentReview(
  repositories: Pick<Repositories, 'reviews' | 'courses'>,
  input: { enrollmentId: string; reason: EnrollmentEndReason; at: Date },
): Promise<void> {
  const review = await repositories.reviews.findByEnrollment(input.enrollmentId, { lock: true });
  if (!review || review.isWithdrawn) return;
  const before = review.version;
  const change = review.withdraw(input.reason, input.at);
  await repositories.courses.addRatings(review.courseId, change);
  if (!(await repositories.reviews.save(review, before))) throw new ReviewChangedError();
}
