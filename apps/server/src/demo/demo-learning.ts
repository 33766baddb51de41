import {
  DEFAULT_MONEY_POLICY,
  Money,
  progressPercent,
  Review,
  recordSale,
  type Payment,
  type Course,
  type CourseCompletedHook,
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
  { slug: 'modern-javascript', completed: 3, enrolledDaysAgo: 20, review: null },
  {
    slug: 'algebra-refresher',
    completed: 'all',
    enrolledDaysAgo: 45,
    review: { rating: 5, text: 'Patient and clear: I finally understand functions and graphs.' },
  },
] as const;

/**
 * The demo student has paid for one course and is part-way through it, and has finished a
 * free one: a receipt, an enrollment and lesson progress for each, as the player would have
 * written them, the finished course's completion told to `onCourseCompleted`; they reviewed
 * the finished one, and may still review the other.
 */
export async function seedDemoLearning(
  repositories: Repositories,
  courses: Course[],
  curricula: DemoCurricula,
  onCourseCompleted?: CourseCompletedHook,
): Promise<void> {
  const student = await repositories.users.findByEmail(DEMO_ACCOUNTS.student as Email);
  if (!student) return;
  for (const [index, plan] of PLAN.entries()) {
    const course = courses.find((candidate) => candidate.id === demoCourseId(plan.slug));
    const lessons = curricula.lessonsOf.get(course?.id ?? '') ?? [];
    if (!course || lessons.length === 0) continue;
    const enrolledAt = daysAgo(plan.enrolledDaysAgo);
    const paymentId = demoId('payment', index + 1);
    const payment: Payment = {
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
    };
    await repositories.enrollments.insertPayment(payment);
    // The instructor's earnings show the demo sale, as a real payment would have written it.
    await recordSale(repositories, {
      entryId: demoId('ledger', index + 1),
      payment,
      course,
      policy: DEFAULT_MONEY_POLICY,
    });
    const done = plan.completed === 'all' ? lessons.length : plan.completed;
    const finishedAt = daysAgo(plan.enrolledDaysAgo - done);
    const enrollmentId = demoId('enrollment', index + 1);
    const percent = progressPercent(done, lessons.length);
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
      progressPercent: percent,
      completedAt: done === lessons.length ? finishedAt : null,
      highestProgressPercent: percent,
    });
    for (const [n, lesson] of lessons.slice(0, done).entries()) {
      await repositories.lessonProgress.save(
        completed(enrollmentId, lesson, daysAgo(plan.enrolledDaysAgo - n)),
      );
    }
    if (done === lessons.length && onCourseCompleted) {
      const completion = { enrollmentId, email: student.email, courseId: course.id };
      // Seeding is not an event: nobody is e-mailed about a certificate issued at first start.
      const silent = {
        ...repositories,
        outbox: { ...repositories.outbox, enqueue: async () => {} },
      };
      await onCourseCompleted({ ...completion, completedAt: finishedAt }, silent);
    }
    if (plan.review) {
      const review = Review.write({
        id: demoId('review', index + 1),
        courseId: course.id,
        enrollmentId,
        author: student,
        content: plan.review,
        now: finishedAt,
      });
      await repositories.courses.addRatings(course.id, review.ratingAdded);
      await repositories.reviews.insert(review);
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
