import type { Page } from 'playwright-core';
import { api } from './page-api';

export interface OneLessonCourse {
  courseId: string;
  lessonId: string;
}

/**
 * A course with one article lesson, added by the signed-in instructor and approved by the
 * signed-in admin through the API: built while pending, its curriculum goes live with the
 * approval (decision 33). The screens under test start from there.
 */
export async function anApprovedOneLessonCourse(
  instructor: Page,
  admin: Page,
  course: {
    courseName: string;
    price: number;
    certificate: 'Yes' | 'No';
    courseCategory: string;
    shortDescription: string;
    detailedDescription: string;
  },
): Promise<OneLessonCourse> {
  const { insertedId: courseId } = await api<{ insertedId: string }>(
    instructor,
    'POST',
    '/api/v1/instructor/add',
    { ...course, courseImage: '/demo/course.svg', language: 'English', lectures: 1 },
  );
  const builder = `/api/v1/instructor/courses/${courseId}/sections`;
  const section = await api<{ insertedId: string }>(instructor, 'POST', builder, {
    title: 'Everything',
  });
  const lesson = await api<{ insertedId: string }>(
    instructor,
    'POST',
    `${builder}/${section.insertedId}/lessons`,
    {
      title: 'Read this',
      preview: false,
      durationSeconds: 60,
      content: { kind: 'article', markdown: 'The whole course in one article.' },
    },
  );
  await api(admin, 'PATCH', `/api/v1/courses/approved/${courseId}`);
  return { courseId, lessonId: lesson.insertedId };
}

/** The student enrols in the free course and completes its lesson. */
export async function completeForFree(student: Page, course: OneLessonCourse): Promise<void> {
  await api(student, 'POST', '/api/v1/free-enrollments', { courseId: course.courseId });
  const lessonPath = `/api/v1/learn/${course.courseId}/lessons/${course.lessonId}`;
  await api(student, 'GET', lessonPath);
  await api(student, 'POST', `${lessonPath}/complete`);
}
