import type { User } from '../accounts/user.entity';
import type { Course } from '../catalog/course.entity';
import { tellInstructorOfStudent } from '../notifications/notify';
import type { Repositories } from '../shared/unit-of-work.port';
import { copyOfCourse, NOT_STARTED } from './payment';

/** The enrollment to write, paid by the payment the same transaction recorded. */
export interface NewEnrollment {
  id: string;
  student: User;
  course: Course;
  paymentId: string;
  enrolledAt: Date;
}

/**
 * Inside the caller's transaction: the student's enrollment in the course. When it is new, the
 * course's count goes up, the welcome e-mail is queued and the instructor is told; false when
 * the student was already enrolled (the unique key refused it, nothing changed).
 */
export async function enrollStudent(
  repositories: Pick<
    Repositories,
    'enrollments' | 'courses' | 'outbox' | 'users' | 'notifications'
  >,
  { id, student, course, paymentId, enrolledAt }: NewEnrollment,
): Promise<boolean> {
  const { enrollments, courses, outbox } = repositories;
  const enrolled = await enrollments.insertEnrollment({
    id,
    email: student.email,
    ...copyOfCourse(course),
    paymentId,
    enrolledAt,
    ...NOT_STARTED,
  });
  if (!enrolled) return false;
  await courses.incrementEnrollment(course.id);
  await outbox.enqueue({
    kind: 'welcome-to-course',
    to: student.email,
    name: student.displayName,
    courseId: course.id,
    courseName: course.name,
  });
  await tellInstructorOfStudent(repositories, course, 'new-enrollment', student.displayName);
  return true;
}
