import { describe, expect, it } from 'vitest';
import { actorOf, aStudentWithTwoPayments } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';

async function studentWithTwoPayments() {
  const core = memoryCore();
  return { core, ...(await aStudentWithTwoPayments(core)) };
}

describe('ListEnrollments', () => {
  it("lists a student's own enrollments, newest first", async () => {
    const { core, student, first, second } = await studentWithTwoPayments();

    const enrollments = await core.useCases.listEnrollments.execute(
      student.email,
      actorOf(student),
    );

    expect(enrollments.map((enrollment) => enrollment.courseId)).toEqual([second.id, first.id]);
  });

  it("lets an admin read anyone's enrollments, and nobody else", async () => {
    const { core, student, admin, other } = await studentWithTwoPayments();

    expect(await core.useCases.listEnrollments.execute(student.email, actorOf(admin))).toHaveLength(
      2,
    );
    await expect(
      core.useCases.listEnrollments.execute(student.email, actorOf(other)),
    ).rejects.toMatchObject({ code: 'forbidden' });
    await expect(core.useCases.listEnrollments.execute(student.email, null)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
  });
});
