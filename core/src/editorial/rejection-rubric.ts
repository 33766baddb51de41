/**
 * The one rubric an admin picks from when rejecting or unpublishing: short items, each for
 * courses, applications or both. This file imports nothing, so the wire contract and the UI
 * list the same items without loading the rest of the core.
 */
export const REJECTION_RUBRIC = [
  { id: 'unclear-title', label: 'The title is unclear or misleading', for: ['course'] },
  {
    id: 'thin-description',
    label: 'The description does not say what students will learn',
    for: ['course'],
  },
  { id: 'image', label: "The image is missing, blurry or not the course's own", for: ['course'] },
  {
    id: 'curriculum',
    label: 'The curriculum is incomplete or out of order',
    for: ['course'],
  },
  { id: 'price', label: 'The price does not match what is offered', for: ['course'] },
  {
    id: 'experience',
    label: 'The experience shown does not fit the category',
    for: ['application'],
  },
  { id: 'job-title', label: 'The job title is missing or unclear', for: ['application'] },
  {
    id: 'policy',
    label: "It breaks the school's content policy",
    for: ['course', 'application', 'account'],
  },
] as const;

export type RubricItemId = (typeof REJECTION_RUBRIC)[number]['id'];
/** A course, an application, or an account being suspended. */
export type RubricSubject = 'course' | 'application' | 'account';

export const RUBRIC_ITEM_IDS = REJECTION_RUBRIC.map((item) => item.id) as RubricItemId[];

/** The items that apply to a course, an application or an account. */
export function rubricFor(subject: RubricSubject): RubricItemId[] {
  return REJECTION_RUBRIC.filter((item) => (item.for as readonly string[]).includes(subject)).map(
    (item) => item.id,
  );
}

/** A reason's text: required, at most this many characters. */
export const REASON_MAX_LENGTH = 1000;
