import type { CourseWire } from '@classroom/http-contract';

/** Ivan's approved $20 course c1 as the server sends it, with `over` changed. */
export function aCourseWire(over: Partial<CourseWire> = {}): CourseWire {
  return {
    _id: 'c1',
    courseName: 'React',
    courseCategory: 'Web Development',
    language: 'English',
    certificate: 'Yes',
    lectures: 2,
    learningOutcomes: [],
    instructorName: 'Ivan Teacher',
    instructorTitle: 'Senior Web Engineer',
    instructorExperience: 'Experienced',
    instructorEmail: 'teacher@classroom.test',
    instructorImage: '',
    courseImage: '',
    courseRatings: 4.8,
    ratingCount: 0,
    price: 20,
    shortDescription: 'Short',
    detailedDescription: 'Long',
    totalEnrollment: 1,
    courseStatus: 1,
    status: 1,
    createdAt: '2026-01-05T09:00:00.000Z',
    ...over,
  };
}
