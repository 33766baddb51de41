import { requireAdmin } from '../../accounts/access';
import type { UserRepository } from '../../accounts/user.repository.port';
import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import type { Clock } from '../../shared/ports';
import type { UnitOfWork } from '../../shared/unit-of-work.port';
import type { Review } from '../review';
import { ReviewChangedError } from '../review.errors';
import { parseHideReason } from '../review-input';

/**
 * Admin only, with a reason: the review leaves the public list and its rating leaves the
 * course's average, in one transaction with the audit entry.
 */
export class HideReview {
  constructor(
    private readonly deps: { users: UserRepository; unitOfWork: UnitOfWork; clock: Clock },
  ) {}

  async execute(reviewId: string, input: { reason: string }, actor: Actor | null): Promise<Review> {
    const admin = await requireAdmin(this.deps.users, actor);
    const reason = parseHideReason(input);
    return this.deps.unitOfWork.transaction(async (repositories) => {
      const review = await repositories.reviews.findById(reviewId);
      if (!review) throw new NotFoundError('review');
      const before = review.version;
      const change = review.hide(reason, admin.id, this.deps.clock.now());
      await repositories.courses.addRatings(review.courseId, change);
      if (!(await repositories.reviews.save(review, before))) throw new ReviewChangedError();
      await repositories.audit.record({
        kind: 'review-hidden',
        actorId: admin.id,
        subject: { type: 'review', id: review.id },
        before: { hidden: false },
        after: { hidden: true, courseId: review.courseId, reason },
      });
      return review;
    });
  }
}
