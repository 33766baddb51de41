import { Money, type Course, type Lesson, type User } from '@classroom/core';
import { aCourse, anApprovedInstructor, aUser } from '@classroom/core/testing';
import type { KnexRepositories } from '../src/index';

/**
 * An approved course whose one section holds `lesson`, and a paid enrollment of a new student
 * for each of `enrollmentIds`, on `lastLessonId` (none by default).
 */
export async function givenOneLessonCourse(
  store: KnexRepositories,
  lesson: Omit<Lesson, 'sectionId' | 'position' | 'preview'>,
  enrollmentIds: string[],
  lastLessonId: string | null = null,
): Promise<{ course: Course; students: User[] }> {
  const instructor = anApprovedInstructor();
  const course = aCourse({ by: instructor, status: 'approved' });
  await store.users.insert(instructor);
  await store.courses.insert(course);
  await store.curricula.insertSection({ id: 's', courseId: course.id, position: 0, title: 'All' });
  await store.curricula.insertLesson(course.id, {
    ...lesson,
    sectionId: 's',
    position: 0,
    preview: false,
  } as Lesson);
  const copy = {
    courseId: course.id,
    courseName: course.name,
    courseImage: course.image,
    instructorName: course.instructor.name,
  };
  const students: User[] = [];
  for (const [n, id] of enrollmentIds.entries()) {
    const student = aUser();
    await store.users.insert(student);
    await store.enrollments.insertPayment({
      id: `${id}-payment`,
      transactionId: `${id}_${n}`,
      email: student.email,
      name: student.displayName,
      ...copy,
      amount: Money.cents(1000),
      paidAt: new Date(),
    });
    await store.enrollments.insertEnrollment({
      id,
      email: student.email,
      ...copy,
      paymentId: `${id}-payment`,
      enrolledAt: new Date(),
      lastLessonId,
      progressPercent: 0,
      completedAt: null,
      highestProgressPercent: 0,
    });
    students.push(student);
  }
  return { course, students };
}
