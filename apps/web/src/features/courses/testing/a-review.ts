import { aCourseWire } from '../../../test/course-wire';
import type { CourseReview } from '../api/courses-api';

const snapshot = (name: string): CourseReview['proposed'] => ({
  fields: {
    name,
    category: 'Web Development',
    language: 'English',
    certificate: true,
    lectures: 10,
    image: 'https://img.test/course.png',
    priceCents: 4950,
    shortDescription: 'Learn the web from the ground up',
    detailedDescription: 'All the details.',
    learningOutcomes: '',
  },
  sections: [],
});

/** The review of an approved course whose revision (at `version`) renames it. */
export function aRevisionReview(courseId: string, version: number): CourseReview {
  return {
    course: {
      ...aCourseWire({
        _id: courseId,
        courseName: 'Course 1',
        lectures: 10,
        instructorEmail: 'instructor@classroom.test',
        courseImage: 'https://img.test/course.png',
        courseRatings: 0,
        price: 49.5,
        shortDescription: 'Learn the web from the ground up',
        detailedDescription: 'All the details.',
        totalEnrollment: 0,
      }),
      review: { state: 'approved', lastDecision: null },
    },
    revision: { status: 'pending', version, updatedAt: '2026-03-01T10:00:00.000Z' },
    proposed: snapshot(`Course 1, version ${version}`),
    baseline: snapshot('Course 1'),
    changes: {
      fields: [{ field: 'name', before: 'Course 1', after: `Course 1, version ${version}` }],
      curriculum: [],
    },
    history: [],
  };
}
