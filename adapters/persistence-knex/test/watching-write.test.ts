import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Money, type HttpUrl, type Watching } from '@classroom/core';
import { aCourse, anApprovedInstructor, aUser } from '@classroom/core/testing';
import type { Database } from '../src/index';
import { mySqlReachable, openMySqlTestDatabase } from './mysql-test-database';

/**
 * A report's conditional write checks the enrollment and the lesson in subqueries. The locked
 * path holds the enrollment, then writes the progress; were the subqueries to lock the
 * enrollment after the write had locked the progress, the two would deadlock. Under read
 * committed (decision 42) they read it without a lock: the write does not wait for the holder.
 */
describe.runIf(mySqlReachable)("a report's conditional write, MySQL", () => {
  let database: Database;
  let drop: () => Promise<void>;
  let watching: Watching;

  beforeAll(async () => {
    ({ database, drop } = await openMySqlTestDatabase('watching_write'));
    const store = database.repositories;
    const instructor = anApprovedInstructor();
    const course = aCourse({ by: instructor, status: 'approved' });
    const student = aUser();
    await store.users.insert(instructor);
    await store.users.insert(student);
    await store.courses.insert(course);
    await store.curricula.insertSection({
      id: 's',
      courseId: course.id,
      position: 0,
      title: 'All',
    });
    await store.curricula.insertLesson(course.id, {
      id: 'video',
      sectionId: 's',
      position: 0,
      title: 'Watch me',
      preview: false,
      durationSeconds: 600,
      content: {
        kind: 'video',
        source: { type: 'link', url: 'https://www.youtube.com/watch?v=abc' as HttpUrl },
        captionsUrl: null,
      },
    });
    const copy = {
      courseId: course.id,
      courseName: course.name,
      courseImage: course.image,
      instructorName: course.instructor.name,
    };
    await store.enrollments.insertPayment({
      id: 'payment',
      transactionId: 'watching_write',
      email: student.email,
      name: student.displayName,
      ...copy,
      amount: Money.cents(1000),
      paidAt: new Date(),
    });
    await store.enrollments.insertEnrollment({
      id: 'enrollment',
      email: student.email,
      ...copy,
      paymentId: 'payment',
      enrolledAt: new Date(),
      lastLessonId: 'video',
      progressPercent: 0,
      completedAt: null,
    });
    await store.lessonProgress.save({
      enrollmentId: 'enrollment',
      lessonId: 'video',
      status: 'started',
      lastPositionSeconds: 0,
      watched: [],
      completedAt: null,
      lastSeenAt: new Date(Date.UTC(2026, 4, 1)),
    });
    watching = (await store.lessonProgress.findWatching(student.email, course.id, 'video'))!;
  });
  afterAll(async () => drop?.());

  it('writes while another transaction holds the enrollment', async () => {
    const next = { ...watching.progress, watched: [[0, 5]] as const, lastPositionSeconds: 5 };
    const written = await database.knex.transaction(async (holder) => {
      await holder('enrollments').where({ id: 'enrollment' }).forUpdate();
      const waited = new Promise<'waited'>((resolve) => setTimeout(resolve, 3_000, 'waited'));
      return Promise.race([database.repositories.lessonProgress.replace(watching, next), waited]);
    });
    expect(written).toBe(true);
  });
});
