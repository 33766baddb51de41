import { updateCourseBody } from '@classroom/http-contract';
import type { CourseInput, DashboardCourse } from '../api/courses-api';

/** What the course form holds: raw text, so a half-typed number is never lost. */
export interface CourseFormValues {
  courseName?: string;
  shortDescription?: string;
  courseImage?: string;
  courseCategory?: string;
  lectures?: string;
  certificate?: string;
  price?: string;
  language?: string;
  detailedDescription?: string;
  /** "What you'll learn", one item a line. */
  learningOutcomes?: string;
}

/** A number input's text as a number; blank stays missing, so the schema says "required". */
function numberOf(text: string | undefined): number | undefined {
  return text === undefined || text.trim() === '' ? undefined : Number(text);
}

/** The lines of a text as list items: trimmed, blank lines dropped. */
function linesOf(text: string | undefined): string[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** The form's text in the wire's shape, still unchecked: what the contract's schema reads. */
export function toCourseBody(values: CourseFormValues): Record<keyof CourseFormValues, unknown> {
  return {
    ...values,
    lectures: numberOf(values.lectures),
    price: numberOf(values.price),
    learningOutcomes: linesOf(values.learningOutcomes),
  } as Record<keyof CourseFormValues, unknown>;
}

/** The checked body the server gets: the contract's schema trims and types it. */
export function toCourseInput(values: CourseFormValues): CourseInput {
  return updateCourseBody.parse(toCourseBody(values));
}

export function toCourseFormValues(course: DashboardCourse): CourseFormValues {
  return {
    courseName: course.name,
    shortDescription: course.shortDescription,
    courseImage: course.image,
    courseCategory: course.category,
    lectures: String(course.lectures),
    certificate: course.certificate,
    price: String(course.price),
    language: course.language,
    detailedDescription: course.detailedDescription,
    learningOutcomes: course.learningOutcomes.join('\n'),
  };
}
