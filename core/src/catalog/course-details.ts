import type { Money } from '../shared/money';
import { parseHttpUrl, type HttpUrl } from '../shared/http-url';
import { COURSE_LIMITS } from '../shared/input-rules';
import { CATEGORIES, type Category } from '../shared/options';
import { FieldCheck } from '../shared/validation';
import { parseCoursePrice } from './course-price';

/** The fields an instructor writes, the only ones an update may change. */
export interface CourseDetails {
  name: string;
  category: Category;
  language: string;
  certificate: boolean;
  lectures: number;
  image: HttpUrl;
  price: Money;
  shortDescription: string;
  detailedDescription: string;
  /** The course page's "What you'll learn"; empty shows the site's standard list. */
  learningOutcomes: readonly string[];
}

/** The details as plain values: what an instructor sends, what a review snapshot keeps. */
export interface CourseDetailsInput {
  name: string;
  category: string;
  language: string;
  certificate: boolean;
  lectures: number;
  image: string;
  priceCents: number;
  shortDescription: string;
  detailedDescription: string;
  /** Absent when a client does not send it: the course then has none (the standard list). */
  learningOutcomes?: readonly string[];
}

export function parseCourseDetails(input: CourseDetailsInput): CourseDetails {
  const check = new FieldCheck();
  const details: CourseDetails = {
    name: check.text('courseName', input.name, {
      label: 'Course Name',
      max: COURSE_LIMITS.name,
    }),
    category: check.oneOf('courseCategory', input.category, CATEGORIES, 'Category'),
    language: check.text('language', input.language, {
      label: 'Course Language',
      max: COURSE_LIMITS.language,
    }),
    certificate: input.certificate,
    lectures: check.integer(
      'lectures',
      input.lectures,
      'Total Lessons',
      1,
      COURSE_LIMITS.maxLectures,
    ),
    image: check.parse('courseImage', () =>
      parseHttpUrl(input.image, 'courseImage', 'Course Image URL'),
    ),
    price: check.parse('price', () => parseCoursePrice(input.priceCents)),
    shortDescription: check.text('shortDescription', input.shortDescription, {
      label: 'Course Overview',
      max: COURSE_LIMITS.shortDescription,
    }),
    detailedDescription: check.text('detailedDescription', input.detailedDescription, {
      label: 'Course Details',
      max: COURSE_LIMITS.detailedDescription,
    }),
    learningOutcomes: parseOutcomes(check, input.learningOutcomes ?? []),
  };
  check.done();
  return details;
}

export function plainCourseDetails(details: Readonly<CourseDetails>): CourseDetailsInput {
  return {
    name: details.name,
    category: details.category,
    language: details.language,
    certificate: details.certificate,
    lectures: details.lectures,
    image: details.image,
    priceCents: details.price.cents,
    shortDescription: details.shortDescription,
    detailedDescription: details.detailedDescription,
    learningOutcomes: [...details.learningOutcomes],
  };
}

/** Trimmed, blank items dropped; at most 8 items of at most 120 characters. */
function parseOutcomes(check: FieldCheck, items: readonly string[]): string[] {
  const outcomes = items.map((item) => item.trim()).filter((item) => item.length > 0);
  const { learningOutcomes: most, learningOutcome: longest } = COURSE_LIMITS;
  if (outcomes.length > most) {
    check.fail('learningOutcomes', `What you'll learn may list at most ${most} items`);
  } else if (outcomes.some((item) => item.length > longest)) {
    check.fail(
      'learningOutcomes',
      `Each item of What you'll learn must be at most ${longest} characters`,
    );
  }
  return outcomes;
}

/** Two lists of outcomes hold the same items in the same order. */
export function sameOutcomes(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}
