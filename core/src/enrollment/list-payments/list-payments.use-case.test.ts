import { describe, expect, it } from 'vitest';
import { actorOf, aStudentWithTwoPayments } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';

async function studentWithTwoPayments() {
  const core = memoryCore();
  return { core, ...(await aStudentWithTwoPayments(core)) };
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
