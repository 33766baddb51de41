import { describe, expect, it } from 'vitest';
import { aCourse, aUser, actorOf, anAdmin, anApprovedInstructor } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';

const REASON = { reason: 'The description does not say what students will learn.' };

describe('RejectCourse', () => {
  it('moves a pending course to rejected, changing nothing else, and tells its instructor', async () => {
    const admin = anAdmin();
    const course = aCourse();
    const core = memoryCore();
    await core.given(admin, course);

    const decided = await core.useCases.rejectCourse.execute(course.id, REASON, actorOf(admin));

    expect(decided.status).toBe('rejected');
    expect((await core.store.courses.findById(course.id))?.toProps()).toEqual({
      ...course.toProps(),
      status: 'rejected',
    });
    expect(core.outbox()).toEqual([
      {
        kind: 'course-rejected',
        to: course.instructor.email,
        name: course.instructor.name,
        courseId: course.id,
        courseName: course.name,
        reason: { text: REASON.reason, checklist: [] },
      },
    ]);
    const [decision] = await core.store.decisions.history('course', course.id);
    expect(decision).toMatchObject({
      verdict: 'rejected',
      reason: { text: REASON.reason, checklist: [] },
      actorId: admin.id,
      snapshot: { fields: { name: course.name }, sections: [] },
    });
    const [notice] = (
      await core.store.notifications.list(course.instructor.email, { page: 1, limit: 5 })
    ).items;
    expect(notice).toBeUndefined();
  });

  it('refuses a rejection without a reason, or with items not in the rubric', async () => {
    const admin = anAdmin();
    const course = aCourse();
    const core = memoryCore();
    await core.given(admin, course);

    await core.expectRefused(
      () => core.useCases.rejectCourse.execute(course.id, { reason: '  ' }, actorOf(admin)),
      'validation_failed',
    );
    await core.expectRefused(
      () =>
        core.useCases.rejectCourse.execute(
          course.id,
          { reason: 'Weak', checklist: ['job-title'] },
          actorOf(admin),
        ),
      'validation_failed',
    );
  });

  it('e-mails nobody when it refuses', async () => {
    const admin = anAdmin();
    const course = aCourse({ status: 'approved' });
    const core = memoryCore();
    await core.given(admin, course);

    await expect(
      core.useCases.rejectCourse.execute(course.id, REASON, actorOf(admin)),
    ).rejects.toMatchObject({
      code: 'course_not_pending',
    });
    expect(core.outbox()).toEqual([]);
    expect(core.store.tables.jobs.size).toBe(0);
    expect(core.auditLog()).toEqual([]);
  });

  it.each(['approved', 'rejected'] as const)(
    'refuses a course that is already %s',
    async (status) => {
      const admin = anAdmin();
      const course = aCourse({ status });
      const core = memoryCore();
      await core.given(admin, course);

      await core.expectRefused(
        () => core.useCases.rejectCourse.execute(course.id, REASON, actorOf(admin)),
        'course_not_pending',
      );
    },
  );

  it('is for admins only, the course owner included', async () => {
    const owner = anApprovedInstructor();
    const student = aUser();
    const course = aCourse({ by: owner });
    const core = memoryCore();
    await core.given(owner, student, course);

    for (const caller of [owner, student]) {
      await core.expectRefused(
        () => core.useCases.rejectCourse.execute(course.id, REASON, actorOf(caller)),
        'forbidden',
      );
    }
    await core.expectRefused(
      () => core.useCases.rejectCourse.execute(course.id, REASON, null),
      'unauthenticated',
    );
  });

  it('answers not found for an unknown course', async () => {
    const admin = anAdmin();
    const core = memoryCore();
    await core.given(admin);

    await core.expectRefused(
      () => core.useCases.rejectCourse.execute('no-such-course', REASON, actorOf(admin)),
      'not_found',
    );
  });

  it('records the decision in the audit log: the admin, the course, its status before and after', async () => {
    const admin = anAdmin();
    const course = aCourse();
    const core = memoryCore();
    await core.given(admin, course);

    await core.useCases.rejectCourse.execute(course.id, REASON, actorOf(admin));

    expect(core.auditLog()).toEqual([
      {
        kind: 'course-rejected',
        actorId: admin.id,
        subject: { type: 'course', id: course.id },
        before: { status: 'pending' },
        after: { status: 'rejected' },
        at: core.clock.now(),
      },
    ]);
  });
});
