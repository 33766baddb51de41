import {
  Money,
  progressPercent,
  type Course,
  type Email,
  type Lesson,
  type LessonProgress,
  type Repositories,
} from '@classroom/core';
import { demoCourseId, type DemoCurricula } from './demo-curricula';
import { daysAgo, demoId } from './demo-ids';
import { DEMO_ACCOUNTS } from './demo-users';

/** The demo student's courses: how many of each one's lessons they have completed. */
const PLAN = [
  { slug: 'modern-javascript', completed: 3, enrolledDaysAgo: 20 },
  { slug: 'algebra-refresher', completed: 'all', enrolledDaysAgo: 45 },
] as const;

/**
 * The demo student has paid for one course and is part-way through it, and has finished a
 * free one: a receipt, an enrollment and lesson progress for each, as the player would have
 * written them.
 */
export async function seedDemoLearning(
  repositories: Repositories,
  courses: Course[],
  curricula: DemoCurricula,
): Promise<void> {
  const student = await repositories.users.findByEmail(DEMO_ACCOUNTS.student as Email);
  if (!student) return;
  for (const [index, plan] of PLAN.entries()) {
    const course = courses.find((candidate) => candidate.id === demoCourseId(plan.slug));
    const lessons = curricula.lessonsOf.get(course?.id ?? '') ?? [];
    if (!course || lessons.length === 0) continue;
    const enrolledAt = daysAgo(plan.enrolledDaysAgo);
    const paymentId = demoId('payment', index + 1);
    await repositories.enrollments.insertPayment({
      id: paymentId,
      transactionId: course.price.isPositive() ? `demo_${paymentId}` : `free_${paymentId}`,
      email: student.email,
      name: student.displayName,
      courseId: course.id,
      courseName: course.name,
      courseImage: course.image,
      instructorName: course.instructor.name,
      amount: course.price.isPositive() ? course.price : Money.cents(0),
      paidAt: enrolledAt,
    });
    const done = plan.completed === 'all' ? lessons.length : plan.completed;
    const finishedAt = daysAgo(plan.enrolledDaysAgo - done);
    const enrollmentId = demoId('enrollment', index + 1);
    await repositories.enrollments.insertEnrollment({
      id: enrollmentId,
      email: student.email,
      courseId: course.id,
      courseName: course.name,
      courseImage: course.image,
      instructorName: course.instructor.name,
      paymentId,
      enrolledAt,
      lastLessonId: lessons[Math.min(done, lessons.length - 1)]!.id,
      progressPercent: progressPercent(done, lessons.length),
      completedAt: done === lessons.length ? finishedAt : null,
    });
    for (const [n, lesson] of lessons.slice(0, done).entries()) {
      await repositories.lessonProgress.save(
        completed(enrollmentId, lesson, daysAgo(plan.enrolledDaysAgo - n)),
      );
    }
  }
}

function completed(enrollmentId: string, lesson: Lesson, at: Date): LessonProgress {
  const seconds = lesson.content.kind === 'video' ? lesson.durationSeconds : 0;
  return {
    enrollmentId,
    lessonId: lesson.id,
    status: 'completed',
    lastPositionSeconds: seconds,
    watched: seconds > 0 ? [[0, seconds]] : [],
    completedAt: at,
    lastSeenAt: at,
  };
}
