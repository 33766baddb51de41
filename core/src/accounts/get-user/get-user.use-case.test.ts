import { describe, expect, it } from 'vitest';
import { aUser, actorOf, anAdmin, anApprovedInstructor } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';

describe('GetUser', () => {
  it('gives a user their own record, whatever the case of the e-mail asked for', async () => {
    const student = aUser();
    const core = memoryCore();
    await core.given(student);

    const user = await core.useCases.getUser.execute(student.email.toUpperCase(), actorOf(student));

    expect(user.toProps()).toEqual(student.toProps());
  });

  it("gives an admin anyone's record", async () => {
    const admin = anAdmin();
    const student = aUser();
    const core = memoryCore();
    await core.given(admin, student);

    const user = await core.useCases.getUser.execute(student.email, actorOf(admin));

    expect(user.id).toBe(student.id);
  });

  it("refuses another user's record to a non-admin", async () => {
    const instructor = anApprovedInstructor();
    const student = aUser();
    const core = memoryCore();
    await core.given(instructor, student);

    await expect(
      core.useCases.getUser.execute(student.email, actorOf(instructor)),
    ).rejects.toMatchObject({ code: 'forbidden' });
    await expect(core.useCases.getUser.execute(student.email, null)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
  });

  it('answers not found to an admin asking for an unknown e-mail', async () => {
    const admin = anAdmin();
    const core = memoryCore();
    await core.given(admin);

    await expect(
      core.useCases.getUser.execute('nobody@classroom.test', actorOf(admin)),
    ).rejects.toMatchObject({ code: 'not_found' });
  });
});
