/** The spec's option lists, in its order (the core holds the same lists). */
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

/** The catalogue's orders (the core holds the same list). */
export const COURSE_SORTS = ['relevance', 'popular', 'newest', 'price-asc', 'price-desc'] as const;
export type CourseSortOption = (typeof COURSE_SORTS)[number];

/** Users per page of the admin's user list (spec: page size 10). */
export const USERS_PAGE_SIZE = 10;

/** Default and largest page of the lists that grow with the catalogue. */
export const CATALOG_PAGE = { limit: 12, maxLimit: 60 } as const;
export const POPULAR_PAGE = { limit: 8, maxLimit: 24 } as const;

export const LIMITS = {
  email: 254,
  url: 2048,
  displayName: 80,
  title: 80,
  courseName: 120,
  language: 40,
  shortDescription: 300,
  detailedDescription: 5000,
  maxLectures: 1000,
  /** Dollars. */
  maxPrice: 100_000,
  search: 500,
  id: 64,
  transactionId: 255,
  text: 200,
} as const;
