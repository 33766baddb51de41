import { requireUser } from '../../accounts/access';
import type { Actor } from '../../shared/actor';
import { ForbiddenError, NotFoundError } from '../../shared/errors';
import type { UnitOfWork } from '../../shared/unit-of-work.port';

/**
 * A signed-in person marks someone else's visible review helpful. One vote each: a second one
 * changes nothing and answers the same count, so a double click is harmless.
 */
export class MarkReviewHelpful {
  constructor(private readonly deps: { unitOfWork: UnitOfWork }) {}

  async execute(reviewId: string, actor: Actor | null): Promise<{ helpfulCount: number }> {
    return this.deps.unitOfWork.transaction(async (repositories) => {
      const user = await requireUser(repositories.users, actor);
      const review = await repositories.reviews.findById(reviewId);
      if (!review || !review.isVisible) throw new NotFoundError('review');
      if (review.isBy(user)) throw new ForbiddenError('You cannot mark your own review helpful.');
      await repositories.reviews.addHelpfulVote(review.id, user.id);
      return { helpfulCount: await repositories.reviews.helpfulCount(review.id) };
    });
  }
}
