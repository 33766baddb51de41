import { CATEGORIES } from '@classroom/http-contract';
import { COURSE_LIMITS, type CourseFormErrors, type CourseFormValues } from './course-form-values';

const WHOLE_NUMBER = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;
const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;

function text(value: string | undefined, label: string, max: number): string | undefined {
  const trimmed = (value ?? '').trim();
  if (!trimmed) return `${label} is required`;
  if (trimmed.length > max) return `${label} must be at most ${max} characters`;
  return undefined;
}

function imageUrl(value: string | undefined): string | undefined {
  const missing = text(value, 'Course Image URL', COURSE_LIMITS.url);
  if (missing) return missing;
  try {
    const url = new URL((value ?? '').trim());
    if (url.protocol === 'http:' || url.protocol === 'https:') return undefined;
  } catch {
    // Falls through to the message below.
  }
  return 'Course Image URL must be a valid URL';
}

function lectures(value: string | undefined): string | undefined {
  const raw = (value ?? '').trim();
  if (!raw) return 'Total Lessons is required';
  const count = Number(raw);
  if (!WHOLE_NUMBER.test(raw) || count < 1 || count > COURSE_LIMITS.maxLectures) {
    return `Total Lessons must be a whole number from 1 to ${COURSE_LIMITS.maxLectures}`;
  }
  return undefined;
}

function price(value: string | undefined): string | undefined {
  const raw = (value ?? '').trim();
  if (!raw) return 'Course Price is required';
  if (!DECIMAL.test(raw)) return 'Course Price must be a number';
  if (!TWO_DECIMALS.test(raw)) return 'Course Price has at most two decimals';
  if (Number(raw) > COURSE_LIMITS.maxPrice) {
    return `Course Price must be from $0 to $${COURSE_LIMITS.maxPrice}`;
  }
  return undefined;
}

/** Every field of the add and update forms is required (spec section 5). */
export function validateCourse(values: CourseFormValues): CourseFormErrors {
  const errors: CourseFormErrors = {
    courseName: text(values.courseName, 'Course Name', COURSE_LIMITS.courseName),
    shortDescription: text(
      values.shortDescription,
      'Course Overview',
      COURSE_LIMITS.shortDescription,
    ),
    courseImage: imageUrl(values.courseImage),
    courseCategory: (CATEGORIES as readonly string[]).includes(values.courseCategory ?? '')
      ? undefined
      : 'Category is required',
    lectures: lectures(values.lectures),
    certificate:
      values.certificate === 'Yes' || values.certificate === 'No'
        ? undefined
        : 'Certificate is required',
    price: price(values.price),
    language: text(values.language, 'Course Language', COURSE_LIMITS.language),
    detailedDescription: text(
      values.detailedDescription,
      'Course Details',
      COURSE_LIMITS.detailedDescription,
    ),
  };
  return Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message !== undefined),
  ) as CourseFormErrors;
}
