import type { Page } from 'playwright-core';
import { api } from './page-api';

export interface OneLessonCourse {
  courseId: string;
  lessonId: string;
}

/**
 * A course with one article lesson (and `moreLessons` after it), added by the signed-in
 * instructor and approved by the signed-in admin through the API: built while pending, its
 * curriculum goes live with the approval (decision 33). The screens under test start from there.
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
  moreLessons = 0,
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
  const article = (title: string, markdown: string) =>
    api<{ insertedId: string }>(instructor, 'POST', `${builder}/${section.insertedId}/lessons`, {
      title,
      preview: false,
      durationSeconds: 60,
      content: { kind: 'article', markdown },
    });
  const lesson = await article('Read this', 'The whole course in one article.');
  for (let more = 1; more <= moreLessons; more += 1) {
    await article(`Read this too (${more})`, `More of the course, part ${more}.`);
  }
  await api(admin, 'PATCH', `/api/v1/courses/approved/${courseId}`);
  return { courseId, lessonId: lesson.insertedId };
}

/** The student enrols in the free course and completes its lesson. */
export async function completeForFree(student: Page, course: OneLessonCourse): Promise<void> {
  await api(student, 'POST', '/api/v1/free-enrollments', { courseId: course.courseId });
  await completeFirstLesson(student, course);
}

/** The enrolled student opens the course's first lesson and completes it. */
export async function completeFirstLesson(student: Page, course: OneLessonCourse): Promise<void> {
  const lessonPath = `/api/v1/learn/${course.courseId}/lessons/${course.lessonId}`;
  await api(student, 'GET', lessonPath);
  await api(student, 'POST', `${lessonPath}/complete`);
}
