import type { CourseInput, DashboardCourse } from '../api/dashboards-api';

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
}

export type CourseFormErrors = Partial<Record<keyof CourseFormValues, string>>;

export const COURSE_LIMITS = {
  courseName: 120,
  shortDescription: 300,
  language: 40,
  detailedDescription: 5000,
  url: 2048,
  maxLectures: 1000,
  maxPrice: 100_000,
} as const;

/** Price is parsed as a decimal, lectures as an integer (spec section 5). */
export function toCourseInput(values: CourseFormValues): CourseInput {
  return {
    courseName: (values.courseName ?? '').trim(),
    shortDescription: (values.shortDescription ?? '').trim(),
    courseImage: (values.courseImage ?? '').trim(),
    courseCategory: values.courseCategory ?? '',
    lectures: Number.parseInt(values.lectures ?? '', 10),
    certificate: values.certificate === 'Yes' ? 'Yes' : 'No',
    price: Number.parseFloat(values.price ?? ''),
    language: (values.language ?? '').trim(),
    detailedDescription: (values.detailedDescription ?? '').trim(),
  };
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
  };
}
