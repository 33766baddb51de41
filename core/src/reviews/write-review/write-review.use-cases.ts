import { requireUser } from '../../accounts/access';
import { tellOfNewReview } from '../../notifications/notify';
import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import type { Clock, IdGenerator } from '../../shared/ports';
import type { UnitOfWork } from '../../shared/unit-of-work.port';
import { Review } from '../review';
import { AlreadyReviewedError, ReviewChangedError } from '../review.errors';
import { parseReviewText } from '../review-input';
import { requireReviewer } from '../reviewer-enrollment';

interface Dependencies {
  unitOfWork: UnitOfWork;
  ids: IdGenerator;
  clock: Clock;
}

/**
 * An enrolled student with a completed lesson rates the course (1 to 5) and says why: one
 * review per person and course, ever (decision 46), so after a refund and a new purchase they
 * edit the one they wrote. The course's rating sum and count change in the same transaction,
 * and its instructor is told.
 */
export class PostReview {
  constructor(private readonly deps: Dependencies) {}

  async execute(
    courseId: string,
    input: { rating: number; text: string },
    actor: Actor | null,
  ): Promise<Review> {
    const content = parseReviewText(input);
    return this.deps.unitOfWork.transaction(async (repositories) => {
      const { student, enrollment } = await requireReviewer(repositories, courseId, actor);
      if (await repositories.reviews.findByAuthor(courseId, student.id)) {
        throw new AlreadyReviewedError();
      }
      const review = Review.write({
        id: this.deps.ids.next(),
        courseId,
        enrollmentId: enrollment.id,
        author: student,
        content,
        now: this.deps.clock.now(),
      });
      // The course row first: its lock queues the course's concurrent reviews rather than
      // letting the review's foreign key check deadlock them. The unique keys (enrollment;
      // course and author) decide between two racing first reviews of one student.
      await repositories.courses.addRatings(courseId, review.ratingAdded);
      if (!(await repositories.reviews.insert(review))) throw new AlreadyReviewedError();
      await tellOfNewReview(repositories, courseId, student.displayName);
      return review;
    });
  }
}

/**
 * The author changes their rating and words; the course's sum follows in the same transaction.
 * A review a refund withdrew is edited only from a new enrollment with a completed lesson,
 * which brings it back.
 */
export class EditReview {
  constructor(private readonly deps: Dependencies) {}

  async execute(
    reviewId: string,
    input: { rating: number; text: string },
    actor: Actor | null,
  ): Promise<Review> {
    const content = parseReviewText(input);
    return this.deps.unitOfWork.transaction(async (repositories) => {
      const author = await requireUser(repositories.users, actor);
      const review = await repositories.reviews.findById(reviewId);
      // Someone else's review answers "not found", as ownership does elsewhere (decision 7).
      if (!review || !review.isBy(author)) throw new NotFoundError('review');
      const returnedIn = review.isWithdrawn
        ? (await requireReviewer(repositories, review.courseId, actor)).enrollment.id
        : null;
      const before = review.version;
      const change = review.edit(content, author, this.deps.clock.now(), returnedIn);
      await repositories.courses.addRatings(review.courseId, change);
      if (!(await repositories.reviews.save(review, before))) throw new ReviewChangedError();
      return review;
    });
  }
}
