import { requireUser } from '../../accounts/access';
import type { UserRepository } from '../../accounts/user.repository.port';
import type { CourseRepository } from '../../catalog/course.repository.port';
import { canSeeCourse } from '../../catalog/course-visibility';
import type { EnrollmentRepository } from '../../enrollment/enrollment.repository.port';
import type { LessonProgressRepository } from '../../learning/lesson-progress.repository.port';
import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import { REVIEW_LIMITS } from '../../shared/input-rules';
import { pageRequest } from '../../shared/paging';
import type { Page } from '../../shared/ports';
import type { Review } from '../review';
import { REVIEW_SORTS, type ReviewSort } from '../../shared/options';
import type { ReviewRepository } from '../review.repository.port';
import { reviewRefusal } from '../reviewer-enrollment';

export const REVIEWS_PAGE = {
  limit: REVIEW_LIMITS.pageSize,
  maxLimit: REVIEW_LIMITS.maxPageSize,
} as const;

/**
 * A course's visible reviews, paged, newest or most helpful first: anyone who sees the course
 * reads them, so a course taken down keeps its reviews from the public (`canSeeCourse`).
 */
export class ListCourseReviews {
  constructor(
    private readonly deps: {
      users: UserRepository;
      courses: CourseRepository;
      enrollments: EnrollmentRepository;
      reviews: ReviewRepository;
    },
  ) {}

  async execute(
    courseId: string,
    input: { sort?: string; page?: number; limit?: number },
    actor: Actor | null,
  ): Promise<Page<Review>> {
    const page = pageRequest(input, REVIEWS_PAGE);
    const sort: ReviewSort = REVIEW_SORTS.includes(input.sort as ReviewSort)
      ? (input.sort as ReviewSort)
      : 'newest';
    const course = await this.deps.courses.findById(courseId);
    const viewer = actor ? await this.deps.users.findByEmail(actor.email) : null;
    if (!course || !(await canSeeCourse(this.deps.enrollments, course, viewer))) {
      throw new NotFoundError('course');
    }
    return this.deps.reviews.listVisible(courseId, sort, page);
  }
}

/**
 * Whether the caller may write a review now, why not (or why their withdrawn review cannot be
 * brought back yet), and their review of the course if they wrote one, withdrawn or not.
 */
export interface ReviewStanding {
  canReview: boolean;
  refusal: 'not_enrolled' | 'no_completed_lesson' | null;
  review: Review | null;
}

export class GetReviewStanding {
  constructor(
    private readonly deps: {
      users: UserRepository;
      enrollments: EnrollmentRepository;
      lessonProgress: LessonProgressRepository;
      reviews: ReviewRepository;
    },
  ) {}

  async execute(courseId: string, actor: Actor | null): Promise<ReviewStanding> {
    const student = await requireUser(this.deps.users, actor);
    const [outcome, review] = await Promise.all([
      reviewRefusal(this.deps, student, courseId),
      this.deps.reviews.findByAuthor(courseId, student.id),
    ]);
    const refusal = outcome instanceof Error ? outcome.code : null;
    return { canReview: refusal === null && review === null, refusal, review };
  }
}
