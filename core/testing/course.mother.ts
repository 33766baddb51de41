import {
  Course,
  Money,
  type CourseDetailsInput,
  type CourseProps,
  type HttpUrl,
  type User,
} from '../src/index';
import { nextNumber } from './sequence';
import { anApprovedInstructor } from './user.mother';

/** What an instructor types into the Add Course form, valid unless overridden. */
export function courseInput(overrides: Partial<CourseDetailsInput> = {}): CourseDetailsInput {
  const n = nextNumber();
  return {
    name: `Practical Course ${n}`,
    category: 'Web Development',
    language: 'English',
    certificate: true,
    lectures: 24,
    image: `https://images.classroom.test/course-${n}.png`,
    priceCents: 4999,
    shortDescription: 'Build real projects step by step',
    detailedDescription: 'A long description of everything the course covers.',
    ...overrides,
  };
}

/**
 * A stored course by `by` (a new approved instructor when absent), pending unless told
 * otherwise. Props override anything, status and enrollment count included.
 */
export function aCourse(
  options: { by?: User; priceCents?: number } & Partial<Omit<CourseProps, 'price'>> = {},
): Course {
  const { by = anApprovedInstructor(), priceCents = 4999, ...overrides } = options;
  const n = nextNumber();
  const profile = by.toProps();
  return Course.restore({
    id: `course-${n}`,
    name: `Practical Course ${n}`,
    category: 'Web Development',
    language: 'English',
    certificate: true,
    lectures: 24,
    image: `https://images.classroom.test/course-${n}.png` as HttpUrl,
    price: Money.cents(priceCents),
    shortDescription: 'Build real projects step by step',
    detailedDescription: 'A long description of everything the course covers.',
    instructor: {
      name: profile.displayName,
      title: profile.title,
      experience: profile.experience,
      email: profile.email,
      image: profile.photoURL,
    },
    rating: 4.8,
    ratingSum: 0,
    ratingCount: 0,
    totalEnrollment: 0,
    status: 'pending',
    createdAt: new Date('2026-01-02T00:00:00.000Z'),
    ...overrides,
  });
}

export function anApprovedCourse(options: Parameters<typeof aCourse>[0] = {}): Course {
  return aCourse({ status: 'approved', ...options });
}
