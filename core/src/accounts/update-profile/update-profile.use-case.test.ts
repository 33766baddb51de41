import { describe, expect, it } from 'vitest';
import { aUser, actorOf, anApprovedInstructor } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';

describe('UpdateProfile', () => {
  it('changes only the name and the photo', async () => {
    const instructor = anApprovedInstructor();
    const core = memoryCore();
    await core.given(instructor);

    await core.useCases.updateProfile.execute(
      { email: instructor.email, displayName: ' Ivan T. ', photoURL: '/avatars/ivan.png' },
      actorOf(instructor),
    );

    expect((await core.store.users.findById(instructor.id))?.toProps()).toEqual({
      ...instructor.toProps(),
      displayName: 'Ivan T.',
      photoURL: '/avatars/ivan.png',
    });
  });

  it('refuses a blank name or a missing photo URL with the sign-up messages', async () => {
    const student = aUser();
    const core = memoryCore();
    await core.given(student);
    const before = core.state();

    await expect(
      core.useCases.updateProfile.execute(
        { email: student.email, displayName: ' ', photoURL: '' },
        actorOf(student),
      ),
    ).rejects.toMatchObject({
      code: 'validation_failed',
      fields: { displayName: 'Your Name is required', photoURL: 'Photo URL is required' },
    });
    await expect(
      core.useCases.updateProfile.execute(
        { email: student.email, displayName: 'Sam', photoURL: 'ftp://example.com/x.png' },
        actorOf(student),
      ),
    ).rejects.toMatchObject({
      code: 'validation_failed',
      fields: { photoURL: expect.any(String) },
    });
    expect(core.state()).toEqual(before);
  });

  it('refuses a visitor', async () => {
    const core = memoryCore();

    await core.expectRefused(
      () =>
        core.useCases.updateProfile.execute(
          { email: 'sam@example.com', displayName: 'Sam', photoURL: 'https://example.com/x.png' },
          null,
        ),
      'unauthenticated',
    );
  });

  it("refuses to change someone else's record, whatever the spelling of their address", async () => {
    const student = aUser();
    const other = aUser();
    const core = memoryCore();
    await core.given(student, other);

    await core.expectRefused(
      () =>
        core.useCases.updateProfile.execute(
          { email: ` ${other.email.toUpperCase()} `, displayName: 'Not Me', photoURL: '/x.png' },
          actorOf(student),
        ),
      'forbidden',
    );
    await core.useCases.updateProfile.execute(
      { email: student.email.toUpperCase(), displayName: 'Me', photoURL: '/x.png' },
      actorOf(student),
    );
    expect((await core.store.users.findById(student.id))?.displayName).toBe('Me');
  });
});
