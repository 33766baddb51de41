import { describe, expect, it } from 'vitest';
import { aUser, actorOf, anAdmin, anApplicant, anApprovedInstructor } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';

describe('GetAccessFlags', () => {
  it.each([
    ['a student', aUser, { admin: false, instructor: false }],
    ['an applicant', anApplicant, { admin: false, instructor: false }],
    ['an approved instructor', anApprovedInstructor, { admin: false, instructor: true }],
    ['an admin', anAdmin, { admin: true, instructor: false }],
  ])('tells what %s may see', async (_who, mother, flags) => {
    const user = mother();
    const core = memoryCore();
    await core.given(user);

    expect(await core.useCases.getAccessFlags.execute(user.email, actorOf(user))).toEqual(flags);
  });

  it("refuses to tell a non-admin another user's flags", async () => {
    const student = aUser();
    const admin = anAdmin();
    const core = memoryCore();
    await core.given(student, admin);

    await expect(
      core.useCases.getAccessFlags.execute(admin.email, actorOf(student)),
    ).rejects.toMatchObject({ code: 'forbidden' });
  });
});
