import { describe, expect, it } from 'vitest';
import { aUser, actorOf, anAdmin, anApprovedCourse } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';

async function studentWithTwoPayments() {
  const student = aUser();
  const admin = anAdmin();
  const other = aUser();
  const first = anApprovedCourse();
  const second = anApprovedCourse();
  const core = memoryCore();
  await core.given(student, admin, other, first, second);
  await core.pay(student, first.id);
  core.clock.advance(1000);
  await core.pay(student, second.id);
  await core.pay(other, first.id);
  return { core, student, admin, other, first, second };
}

describe('ListPayments', () => {
  it("lists a student's own receipts, newest first", async () => {
    const { core, student, first, second } = await studentWithTwoPayments();

    const payments = await core.useCases.listPayments.execute(student.email, actorOf(student));

    expect(payments.map((payment) => payment.courseId)).toEqual([second.id, first.id]);
  });

  it("lets an admin read anyone's receipts, and nobody else", async () => {
    const { core, student, admin, other } = await studentWithTwoPayments();

    expect(await core.useCases.listPayments.execute(student.email, actorOf(admin))).toHaveLength(2);
    await expect(
      core.useCases.listPayments.execute(student.email, actorOf(other)),
    ).rejects.toMatchObject({ code: 'forbidden' });
    await expect(core.useCases.listPayments.execute(student.email, null)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
  });
});
