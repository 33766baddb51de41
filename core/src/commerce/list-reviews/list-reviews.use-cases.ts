import { requireUser } from '../../accounts/access';
import type { UserRepository } from '../../accounts/user.repository.port';
import type { CourseRepository } from '../../catalog/course.repository.port';
import type { EnrollmentRepository } from '../../enrollment/enrollment.repository.port';
import type { LessonProgressRepository } from '../../learning/lesson-progress.repository.port';
import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import { REVIEW_LIMITS } from '../../shared/input-rules';
import { pageRequest } from '../../shared/paging';
import type { Page } from '../../shared/ports';
import type { Review } from '../review';
import { REVIEW_SORTS, type ReviewRepository, type ReviewSort } from '../review.repository.port';
import { reviewRefusal } from '../reviewer-enrollment';

export const REVIEWS_PAGE = {
  limit: REVIEW_LIMITS.pageSize,
  maxLimit: REVIEW_LIMITS.maxPageSize,
} as const;

/** A course's visible reviews, paged, newest or most helpful first: anyone may read them. */
export class ListCourseReviews {
  constructor(private readonly deps: { courses: CourseRepository; reviews: ReviewRepository }) {}

  async execute(
    courseId: string,
    input: { sort?: string; page?: number; limit?: number },
  ): Promise<Page<Review>> {
    const page = pageRequest(input, REVIEWS_PAGE);
    const sort: ReviewSort = REVIEW_SORTS.includes(input.sort as ReviewSort)
      ? (input.sort as ReviewSort)
      : 'newest';
    const course = await this.deps.courses.findById(courseId);
    if (!course) throw new NotFoundError('course');
    return this.deps.reviews.listVisible(courseId, sort, page);
  }
}

/** Whether the caller may review the course, why not, and their review if they wrote one. */
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
    const outcome = await reviewRefusal(this.deps, student, courseId);
    if (outcome instanceof Error) {
      const enrollment = await this.deps.enrollments.findEnrollment(student.email, courseId);
      const review = enrollment ? await this.deps.reviews.findByEnrollment(enrollment.id) : null;
      return { canReview: false, refusal: outcome.code, review };
    }
    const review = await this.deps.reviews.findByEnrollment(outcome.id);
    return { canReview: review === null, refusal: null, review };
  }
}
