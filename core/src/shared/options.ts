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

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

export function isExperience(value: string): value is Experience {
  return (EXPERIENCES as readonly string[]).includes(value);
}
