import { Money } from '../shared/money';
import { parseHttpUrl, type HttpUrl } from '../shared/http-url';
import { COURSE_LIMITS } from '../shared/input-rules';
import { CATEGORIES, type Category } from '../shared/options';
import { FieldCheck } from '../shared/validation';

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
    price: check.parse('price', () => Money.cents(input.priceCents)),
    shortDescription: check.text('shortDescription', input.shortDescription, {
      label: 'Course Overview',
      max: COURSE_LIMITS.shortDescription,
    }),
    detailedDescription: check.text('detailedDescription', input.detailedDescription, {
      label: 'Course Details',
      max: COURSE_LIMITS.detailedDescription,
    }),
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
  };
}
