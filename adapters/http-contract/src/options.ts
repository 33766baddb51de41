// The spec's option lists and the value objects' limits live in the core; the schemas read them.
import {
  COURSE_LIMITS,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  URL_MAX_LENGTH,
} from '@classroom/core/input-rules';

export { CATEGORIES, EXPERIENCES, type Category, type Experience } from '@classroom/core/options';
/** Stars and lengths of reviews, replies and an admin's reason to hide one. */
export { REVIEW_LIMITS } from '@classroom/core/input-rules';
/** The player's fastest speed: the server counts no more video per second of wall time. */
export { MAX_PLAYBACK_RATE } from '@classroom/core/lesson-limits';
/** The widths uploaded pictures are made in, and where they are served (for `srcset`). */
export { IMAGE_WIDTHS, MEDIA_IMAGE_PATH } from '@classroom/core/media-rules';

/** The catalogue's orders and the orders of a course's reviews. */
export {
  COURSE_SORTS,
  REVIEW_SORTS,
  type CourseSort as CourseSortOption,
  type ReviewSort as ReviewSortOption,
} from '@classroom/core/options';

/** The catalogue's "4+", "3+" ... filters: the lowest average rating, whole stars. */
export const MIN_RATINGS = ['1', '2', '3', '4'] as const;

/** Users per page of the admin's user list (spec: page size 10). */
export const USERS_PAGE_SIZE = 10;

/** Default and largest page of the lists that grow with the catalogue. */
export const CATALOG_PAGE = { limit: 12, maxLimit: 60 } as const;
export const POPULAR_PAGE = { limit: 8, maxLimit: 24 } as const;

export const LIMITS = {
  email: EMAIL_MAX_LENGTH,
  url: URL_MAX_LENGTH,
  passwordMin: PASSWORD_MIN_LENGTH,
  passwordMax: PASSWORD_MAX_LENGTH,
  displayName: 80,
  title: 80,
  courseName: COURSE_LIMITS.name,
  language: COURSE_LIMITS.language,
  shortDescription: COURSE_LIMITS.shortDescription,
  detailedDescription: COURSE_LIMITS.detailedDescription,
  learningOutcomes: COURSE_LIMITS.learningOutcomes,
  learningOutcome: COURSE_LIMITS.learningOutcome,
  maxLectures: COURSE_LIMITS.maxLectures,
  /** Dollars. */
  maxPrice: 100_000,
  search: 500,
  id: 64,
  transactionId: 255,
  text: 200,
} as const;
