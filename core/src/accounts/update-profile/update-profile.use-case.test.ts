import { describe, expect, it } from 'vitest';
import { aUser, actorOf, anApprovedInstructor } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';

describe('UpdateProfile', () => {
  it('changes only the name and the photo', async () => {
    const instructor = anApprovedInstructor();
    const core = memoryCore();
    await core.given(instructor);

    await core.useCases.updateProfile.execute(
      { displayName: ' Ivan T. ', photoURL: '/avatars/ivan.png' },
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
      core.useCases.updateProfile.execute({ displayName: ' ', photoURL: '' }, actorOf(student)),
    ).rejects.toMatchObject({
      code: 'validation_failed',
      fields: { displayName: 'Your Name is required', photoURL: 'Photo URL is required' },
    });
    await expect(
      core.useCases.updateProfile.execute(
        { displayName: 'Sam', photoURL: 'ftp://example.com/x.png' },
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
          { displayName: 'Sam', photoURL: 'https://example.com/x.png' },
          null,
        ),
      'unauthenticated',
    );
  });
});
