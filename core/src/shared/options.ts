/** The spec's option lists, in its order. */
export const CATEGORIES = [
  'UX Design',
  'Web Development',
  'Digital Marketing',
  'Business',
  'Teaching and Academics',
  'Data Science',
  'Computer Science',
  'Language Learning',
  'Photography and Video',
  'Personal Development',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const EXPERIENCES = ['Beginner', 'Experienced', 'Some Idea'] as const;
export type Experience = (typeof EXPERIENCES)[number];

/**
 * The catalogue's orders: by relevance (blank text: newest), enrolments, date, price or the
 * reviews' average (courses without reviews last).
 */
export const COURSE_SORTS = [
  'relevance',
  'popular',
  'newest',
  'price-asc',
  'price-desc',
  'rating',
] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];

/** The course page's orders of reviews: newest first, or most helpful first (then newest). */
export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

export function isExperience(value: string): value is Experience {
  return (EXPERIENCES as readonly string[]).includes(value);
}
