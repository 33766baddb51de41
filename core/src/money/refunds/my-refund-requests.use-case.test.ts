import { describe, expect, it } from 'vitest';
import { memoryCore } from '@classroom/persistence-memory/testing';
import { actorOf, anAdmin, anApprovedCourse, anApprovedInstructor, aUser } from '../../../testing';

describe('ListMyRefundRequests', () => {
  it("lists the student's own requests with the admins' decisions, and nobody else's", async () => {
    const core = memoryCore();
    const instructor = anApprovedInstructor();
    const student = aUser();
    const other = aUser();
    const admin = anAdmin();
    const course = anApprovedCourse({ by: instructor, priceCents: 2500 });
    await core.given(instructor, student, other, admin, course);
    await core.pay(student, course.id);
    const [enrollment] = await core.store.enrollments.enrollmentsOf(student.email);
    const request = await core.useCases.requestRefund.execute(
      enrollment!.id,
      { reason: 'Wrong course' },
      actorOf(student),
    );
    await core.useCases.declineRefund.execute(request.id, { reason: 'Too late' }, actorOf(admin));

    expect(await core.useCases.listMyRefundRequests.execute(actorOf(student))).toMatchObject([
      { id: request.id, status: 'declined', reason: 'Wrong course', decisionReason: 'Too late' },
    ]);
    expect(await core.useCases.listMyRefundRequests.execute(actorOf(other))).toEqual([]);
  });
});
