import { requireUser } from '../../accounts/access';
import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import type { Clock } from '../../shared/ports';
import type { UnitOfWork } from '../../shared/unit-of-work.port';
import type { Review } from '../review';
import { AlreadyRepliedError } from '../review.errors';
import { parseReply } from '../review-input';

/** The course's instructor answers a review, once. */
export class ReplyToReview {
  constructor(private readonly deps: { unitOfWork: UnitOfWork; clock: Clock }) {}

  async execute(reviewId: string, input: { text: string }, actor: Actor | null): Promise<Review> {
    const text = parseReply(input);
    return this.deps.unitOfWork.transaction(async (repositories) => {
      const instructor = await requireUser(repositories.users, actor);
      const review = await repositories.reviews.findById(reviewId);
      const course = review && (await repositories.courses.findById(review.courseId));
      // Another instructor's course answers "not found" (decision 7).
      if (!review || !course || !course.isOwnedBy(instructor.email)) {
        throw new NotFoundError('review');
      }
      const before = review.version;
      review.replyWith(text, this.deps.clock.now());
      // A reply racing another reply loses here.
      if (!(await repositories.reviews.save(review, before))) throw new AlreadyRepliedError();
      return review;
    });
  }
}
