import { describe, expect, it } from 'vitest';
import { memoryCore, type MemoryCore } from '@classroom/persistence-memory/testing';
import type { User } from '../../accounts/user.entity';
import {
  aCertificate,
  aCompletedCourse,
  aCourseWithLessons,
  actorOf,
  anAdmin,
  anArticleDraft,
} from '../../../testing';

/** A paid course of three articles, bought by a student, and an admin. */
async function threeArticles(core: MemoryCore) {
  const world = await aCourseWithLessons(core, [
    [anArticleDraft(), anArticleDraft(), anArticleDraft()],
  ]);
  const admin = anAdmin();
  await core.given(admin);
  const student = actorOf(world.student);
  const lesson = (index: number) => ({
    complete: () =>
      core.useCases.completeLesson.execute(world.course.id, world.lessonIds[index]!, student),
    reopen: () =>
      core.useCases.markLessonIncomplete.execute(world.course.id, world.lessonIds[index]!, student),
  });
  return { ...world, admin, lesson };
}

/** Asking is refused, changing nothing; the student's view says why. */
async function expectAskingRefused(core: MemoryCore, enrollmentId: string, student: User) {
  await core.expectRefused(
    () => core.useCases.requestRefund.execute(enrollmentId, {}, actorOf(student)),
    'refund_not_allowed',
  );
  return core.useCases.getRefundEligibility.execute(enrollmentId, actorOf(student));
}

describe('refunds judged by what was consumed (decision 44)', () => {
  it('refuses a course finished, certified and then reopened to 0%, with auto-approval too', async () => {
    const core = memoryCore();
    const { course, student, lessonIds, enrollmentId, certificate } = await aCompletedCourse(core);
    const admin = anAdmin();
    await core.given(admin);
    await core.useCases.setRefundSettings.execute({ autoApprove: true }, actorOf(admin));
    await core.useCases.markLessonIncomplete.execute(course.id, lessonIds[0]!, actorOf(student));
    expect(certificate).not.toBeNull();

    const view = await expectAskingRefused(core, enrollmentId, student);
    expect(view).toMatchObject({
      eligible: false,
      reason: 'course_completed',
      progressPercent: 0,
      consumption: {
        progressPercent: 0,
        highestProgressPercent: 100,
        lessonsCompleted: 0,
        lessonCount: 1,
        completedAt: expect.any(Date),
        certificate: { code: certificate!.code, revoked: false },
      },
    });
    expect(core.gateway.refundCount).toBe(0);
  });

  it('refuses once the highest progress reached the cap, though lessons were reopened since', async () => {
    const core = memoryCore();
    const { enrollmentId, student, lesson } = await threeArticles(core);
    await lesson(0).complete();
    await lesson(0).reopen();

    const view = await expectAskingRefused(core, enrollmentId, student);
    expect(view).toMatchObject({
      eligible: false,
      reason: 'progress_over_cap',
      consumption: { progressPercent: 0, highestProgressPercent: 33, lessonsCompleted: 0 },
    });
  });

  it('refuses an enrollment with a certificate, whatever its progress says', async () => {
    const core = memoryCore();
    const { enrollmentId, student, course } = await threeArticles(core);
    await core.store.certificates.add(
      aCertificate({ enrollmentId, email: student.email, courseId: course.id }),
    );
    const view = await expectAskingRefused(core, enrollmentId, student);
    expect(view.reason).toBe('certificate_issued');
  });

  it('checks again at approval: a course finished since the request is not refunded, the request waits', async () => {
    const core = memoryCore();
    const { enrollmentId, student, admin, lesson } = await threeArticles(core);
    const request = await core.useCases.requestRefund.execute(enrollmentId, {}, actorOf(student));
    await lesson(0).complete();
    await lesson(0).reopen();

    await core.expectRefused(
      () => core.useCases.approveRefund.execute(request.id, actorOf(admin)),
      'refund_not_allowed',
    );
    await expect(
      core.useCases.approveRefund.execute(request.id, actorOf(admin)),
    ).rejects.toMatchObject({ reason: 'progress_over_cap' });
    expect((await core.store.money.findRefundRequest(request.id))?.status).toBe('pending');
    expect(core.gateway.refundCount).toBe(0);
  });

  it("shows the admins each request's consumption, and what an approval would refuse", async () => {
    const core = memoryCore();
    const { enrollmentId, student, admin, lesson } = await threeArticles(core);
    const request = await core.useCases.requestRefund.execute(enrollmentId, {}, actorOf(student));
    const queue = () =>
      core.useCases.listRefundRequests.execute({}, { page: 1, limit: 20 }, actorOf(admin));
    expect((await queue()).items).toMatchObject([
      {
        id: request.id,
        consumption: {
          progressPercent: 0,
          highestProgressPercent: 0,
          lessonsCompleted: 0,
          lessonCount: 3,
          completedAt: null,
          certificate: null,
        },
        approvalRefusal: null,
      },
    ]);
    await lesson(0).complete();
    await lesson(1).complete();
    await lesson(1).reopen();
    expect((await queue()).items).toMatchObject([
      {
        consumption: { progressPercent: 33, highestProgressPercent: 66, lessonsCompleted: 1 },
        approvalRefusal: 'progress_over_cap',
      },
    ]);
  });
});

describe('a declined refund (one request per enrollment)', () => {
  it('is final: asking again is refused and rings no bell, and the student sees the reason', async () => {
    const core = memoryCore();
    const { enrollmentId, student, admin } = await threeArticles(core);
    const request = await core.useCases.requestRefund.execute(enrollmentId, {}, actorOf(student));
    await core.useCases.declineRefund.execute(
      request.id,
      { reason: 'Bought during a sale' },
      actorOf(admin),
    );

    const view = await expectAskingRefused(core, enrollmentId, student);
    expect(view).toMatchObject({
      eligible: false,
      reason: 'declined',
      request: { id: request.id, status: 'declined', decisionReason: 'Bought during a sale' },
    });
    expect((await core.store.notifications.list(admin.id, { page: 1, limit: 10 })).total).toBe(1);
  });
});
