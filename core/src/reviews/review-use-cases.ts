import type { Clock, IdGenerator } from '../shared/ports';
import type { Repositories, UnitOfWork } from '../shared/unit-of-work.port';
import { HideReview } from './hide-review/hide-review.use-case';
import { GetReviewStanding, ListCourseReviews } from './list-reviews/list-reviews.use-cases';
import { MarkReviewHelpful } from './mark-review-helpful/mark-review-helpful.use-case';
import { ReplyToReview } from './reply-to-review/reply-to-review.use-case';
import { EditReview, PostReview } from './write-review/write-review.use-cases';

export interface ReviewDependencies extends Repositories {
  unitOfWork: UnitOfWork;
  ids: IdGenerator;
  clock: Clock;
}

/** Students' reviews of courses: writing, replying, hiding, voting and reading. */
export function createReviewUseCases(deps: ReviewDependencies) {
  return {
    postReview: new PostReview(deps),
    editReview: new EditReview(deps),
    replyToReview: new ReplyToReview(deps),
    hideReview: new HideReview(deps),
    markReviewHelpful: new MarkReviewHelpful(deps),
    listCourseReviews: new ListCourseReviews(deps),
    getReviewStanding: new GetReviewStanding(deps),
  };
}
