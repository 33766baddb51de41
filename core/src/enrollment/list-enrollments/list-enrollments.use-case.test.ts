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
