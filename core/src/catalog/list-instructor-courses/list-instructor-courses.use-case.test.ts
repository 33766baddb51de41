import { describe, expect, it } from 'vitest';
import { aCourse, aUser, actorOf, anAdmin, anApprovedInstructor } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';

describe('ListInstructorCourses', () => {
  it("lists an instructor's own courses in every status, newest first", async () => {
    const owner = anApprovedInstructor();
    const pending = aCourse({ by: owner, createdAt: new Date('2026-01-03T00:00:00Z') });
    const approved = aCourse({
      by: owner,
      status: 'approved',
      createdAt: new Date('2026-01-02T00:00:00Z'),
    });
    const rejected = aCourse({
      by: owner,
      status: 'rejected',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    const core = memoryCore();
    await core.given(owner, pending, approved, rejected, aCourse());

    const mine = await core.useCases.listInstructorCourses.execute(owner.email, actorOf(owner));

    expect(mine.map((course) => course.id)).toEqual([pending.id, approved.id, rejected.id]);
  });

  it("lets an admin read an instructor's list, and nobody else", async () => {
    const owner = anApprovedInstructor();
    const admin = anAdmin();
    const other = anApprovedInstructor();
    const student = aUser();
    const course = aCourse({ by: owner });
    const core = memoryCore();
    await core.given(owner, admin, other, student, course);

    expect(
      await core.useCases.listInstructorCourses.execute(owner.email, actorOf(admin)),
    ).toHaveLength(1);
    for (const caller of [other, student]) {
      await expect(
        core.useCases.listInstructorCourses.execute(owner.email, actorOf(caller)),
      ).rejects.toMatchObject({ code: 'forbidden' });
    }
    await expect(
      core.useCases.listInstructorCourses.execute(owner.email, null),
    ).rejects.toMatchObject({ code: 'unauthenticated' });
  });
});
