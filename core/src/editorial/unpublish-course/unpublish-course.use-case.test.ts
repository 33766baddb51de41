import { describe, expect, it } from 'vitest';
import { memoryCore } from '@classroom/persistence-memory/testing';
import { aCourse, aUser, actorOf, anAdmin, anApprovedInstructor, enroll } from '../../../testing';

describe('UnpublishCourse', () => {
  it('takes an approved course down with a reason: its students keep it, nobody new buys it', async () => {
    const [admin, owner, student, newcomer] = [anAdmin(), anApprovedInstructor(), aUser(), aUser()];
    const course = aCourse({ by: owner, status: 'approved' });
    const core = memoryCore();
    await core.given(admin, owner, student, newcomer, course);
    await enroll(core.store, course, student);

    await core.useCases.unpublishCourse.execute(
      course.id,
      { reason: 'Copied material', checklist: ['policy'] },
      actorOf(admin),
    );

    expect((await core.store.courses.findById(course.id))?.status).toBe('unpublished');
    await expect(
      core.useCases.getCourse.execute(course.id, actorOf(student)),
    ).resolves.toBeDefined();
    await expect(
      core.useCases.getLearningOutline.execute(course.id, actorOf(student)),
    ).resolves.toMatchObject({ role: 'student' });
    await expect(
      core.useCases.startCheckout.execute(course.id, actorOf(newcomer)),
    ).rejects.toMatchObject({
      code: 'course_not_for_sale',
    });
    expect(core.outbox().at(-1)).toMatchObject({
      kind: 'course-unpublished',
      reason: { text: 'Copied material', checklist: ["It breaks the school's content policy"] },
    });
    expect(core.auditLog().at(-1)).toMatchObject({
      kind: 'course-unpublished',
      reason: { text: 'Copied material', checklist: ['policy'] },
    });
  });

  it('refuses a course that is not approved, and a take-down without a reason', async () => {
    const admin = anAdmin();
    const pending = aCourse();
    const approved = aCourse({ status: 'approved' });
    const core = memoryCore();
    await core.given(admin, pending, approved);
    await core.expectRefused(
      () => core.useCases.unpublishCourse.execute(pending.id, { reason: 'x' }, actorOf(admin)),
      'course_not_approved',
    );
    await core.expectRefused(
      () => core.useCases.unpublishCourse.execute(approved.id, { reason: '' }, actorOf(admin)),
      'validation_failed',
    );
  });
});
