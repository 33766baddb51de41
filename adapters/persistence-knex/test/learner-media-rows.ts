import {
  aCourse,
  aMediaAsset,
  aUser,
  anApprovedInstructor,
  anArticleDraft,
} from '@classroom/core/testing';
import {
  MEDIA_KINDS,
  Money,
  type Course,
  type Enrollment,
  type HttpUrl,
  type Lesson,
  type LessonProgress,
  type MediaAsset,
  type Payment,
  type User,
} from '@classroom/core';
import type { Knex } from 'knex';
import { toCourseRow } from '../src/course-row';
import { toLessonRow, toProgressRow } from '../src/lesson-row';
import { toMediaRow } from '../src/media-row';
import { toEnrollmentRow, toPaymentRow } from '../src/payment-row';
import { toUserRow } from '../src/user-row';

const BATCH = 500;
const LESSONS = 4;
const FIRST = ['Ada', 'Grace', 'Linus', 'Margaret', 'Alan', 'Barbara', 'Ken', 'Frances'];
const LAST = ['Hopper', 'Lovelace', 'Turing', 'Liskov', 'Ritchie', 'Allen', 'Knuth'];
const TOPICS = ['Guitar', 'Python', 'Watercolor', 'Marketing', 'Design', 'Chess', 'Yoga'];
const ENDINGS = { image: 'png', video: 'mp4', file: 'pdf' } as const;
const DAY = 86_400_000;
const start = Date.UTC(2025, 0, 1);

export interface LearnerMediaWorld {
  instructor: User;
  course: Course;
  lessons: Lesson[];
  students: User[];
  /** The people to write: the instructor, and the students when they were made here. */
  newUsers: User[];
  payments: Payment[];
  enrollments: Enrollment[];
  progress: LessonProgress[];
  /** The instructor's files, then another owner's (which the instructor never sees). */
  assets: MediaAsset[];
}

/**
 * One course with `count` students (a tenth completed, half in progress at any percent, the
 * rest not started) and `count` files of its instructor in every kind and state, spread over
 * a year; plus a tenth as many files of someone else. The students are made here, or are
 * people written already (the other tables' people). Deterministic.
 */
export function learnerMediaWorld(count: number, people?: User[]): LearnerMediaWorld {
  const instructor = anApprovedInstructor({ id: 'lm-instructor', email: 'teacher@lm.test' });
  const course = aCourse({ id: 'lm-course', by: instructor, status: 'approved' });
  const lessons = Array.from(
    { length: LESSONS },
    (_, n) =>
      ({
        ...anArticleDraft(),
        id: `lm-lesson-${n}`,
        sectionId: 'lm-section',
        position: n,
      }) as Lesson,
  );
  const students: User[] = people?.slice(0, count) ?? [];
  const payments: Payment[] = [];
  const enrollments: Enrollment[] = [];
  const progress: LessonProgress[] = [];
  for (let n = 0; n < count; n += 1) {
    if (!people) {
      students.push(
        aUser({
          id: `lm-user-${n}`,
          email: `learner${n}@lm.test`,
          displayName: `${FIRST[n % FIRST.length]} ${LAST[(n * 3) % LAST.length]} ${n}`,
        }),
      );
    }
    const email = students[n]!.email;
    const enrolledAt = new Date(start + n * 3_000_000);
    const payment: Payment = {
      id: `lm-payment-${n}`,
      transactionId: `pi_lm_${n}`,
      email,
      name: 'Learner',
      courseId: course.id,
      courseName: course.name,
      courseImage: course.image as HttpUrl,
      instructorName: course.instructor.name,
      amount: Money.cents(1000),
      paidAt: enrolledAt,
    };
    payments.push(payment);
    // 0: completed; 1-5: in progress with 0 to 3 lessons done; 6-9: not started.
    const group = n % 10;
    const done = group === 0 ? LESSONS : group <= 5 ? n % LESSONS : 0;
    const enrollmentId = `lm-enrollment-${n}`;
    enrollments.push({
      id: enrollmentId,
      email,
      courseId: course.id,
      courseName: course.name,
      courseImage: course.image as HttpUrl,
      instructorName: course.instructor.name,
      paymentId: payment.id,
      enrolledAt,
      lastLessonId: group <= 5 ? lessons[Math.min(done, LESSONS - 1)]!.id : null,
      progressPercent: Math.floor((done * 100) / LESSONS),
      completedAt: group === 0 ? new Date(enrolledAt.getTime() + 5 * DAY) : null,
      highestProgressPercent: Math.floor((done * 100) / LESSONS),
    });
    if (group > 5) continue;
    const opened = group === 0 ? LESSONS : done + 1;
    for (let l = 0; l < opened; l += 1) {
      const seen = new Date(enrolledAt.getTime() + (l + 1) * DAY);
      progress.push({
        enrollmentId,
        lessonId: lessons[l]!.id,
        status: l < done ? 'completed' : 'started',
        lastPositionSeconds: 0,
        watched: [],
        completedAt: l < done ? seen : null,
        lastSeenAt: seen,
      });
    }
  }
  const other = aUser({ id: 'lm-other-owner', email: 'other@lm.test' });
  const assets = Array.from({ length: count + count / 10 }, (_, n) => {
    const kind = MEDIA_KINDS[n % MEDIA_KINDS.length]!;
    const state = n % 20;
    return aMediaAsset({
      id: `lm-asset-${n}`,
      by: n < count ? instructor : other,
      kind,
      name: `${TOPICS[(n * 5) % TOPICS.length]} ${kind} ${n}.${ENDINGS[kind]}`,
      size: ((n * 7919) % 5_000_000) + 1000,
      status:
        state === 0 ? 'failed' : state === 1 ? 'processing' : state === 2 ? 'uploading' : 'ready',
      failure: state === 0 ? 'Not what its name says' : null,
      createdAt: new Date(start + n * 2_000_000),
    });
  });
  const newUsers = people ? [instructor] : [instructor, ...students];
  return {
    instructor,
    course,
    lessons,
    students,
    newUsers,
    payments,
    enrollments,
    progress,
    assets,
  };
}

/** Writes the world in batches, bypassing the repositories. */
export async function insertLearnerMediaWorld(knex: Knex, world: LearnerMediaWorld): Promise<void> {
  const batch = (table: string, rows: object[]) =>
    knex.batchInsert(table, rows as readonly object[], BATCH);
  await batch('users', world.newUsers.map(toUserRow));
  await batch('courses', [toCourseRow(world.course)]);
  await batch('course_sections', [
    { id: 'lm-section', course_id: world.course.id, position: 0, title: 'Start' },
  ]);
  await batch(
    'lessons',
    world.lessons.map((lesson) => toLessonRow(world.course.id, lesson)),
  );
  await batch('payments', world.payments.map(toPaymentRow));
  await batch('enrollments', world.enrollments.map(toEnrollmentRow));
  await batch('lesson_progress', world.progress.map(toProgressRow));
  await batch('media_assets', world.assets.map(toMediaRow));
}
