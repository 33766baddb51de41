import { describe, expect, it } from 'vitest';
import { anAdmin, anApprovedInstructor } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';

const identity = {
  email: 'New.Person@Classroom.test',
  emailVerified: true,
  displayName: 'New Person',
  photoURL: 'https://images.classroom.test/new.png',
};

describe('SignInUser', () => {
  it('creates a plain user with empty category, experience and title on first sign-in', async () => {
    const core = memoryCore();

    const user = await core.useCases.signInUser.execute(identity);

    expect(user.toProps()).toMatchObject({
      email: 'new.person@classroom.test',
      displayName: 'New Person',
      photoURL: 'https://images.classroom.test/new.png',
      role: 'user',
      instructorStatus: 'none',
      category: '',
      experience: '',
      title: '',
    });
    expect(await core.store.users.count()).toBe(1);
  });

  it('ignores any role or status the caller tries to send', async () => {
    const core = memoryCore();
    const claims = { ...identity, role: 'admin', status: 'approved', instructorStatus: 'approved' };

    const user = await core.useCases.signInUser.execute(claims);

    expect(user.role).toBe('user');
    expect(user.instructorStatus).toBe('none');
  });

  it('makes e-mails configured by the operator admins, on first and on later sign-ins', async () => {
    const existing = anApprovedInstructor({ email: 'boss@classroom.test' });
    const core = memoryCore({ adminEmails: ['boss@classroom.test', 'chief@classroom.test'] });
    await core.given(existing);

    const promoted = await core.useCases.signInUser.execute({
      email: 'boss@classroom.test',
      emailVerified: true,
      displayName: existing.displayName,
      photoURL: existing.photoURL,
    });
    const created = await core.useCases.signInUser.execute({
      email: 'Chief@classroom.test',
      emailVerified: true,
      displayName: 'Chief',
      photoURL: '',
    });

    expect(promoted.role).toBe('admin');
    expect(promoted.instructorStatus).toBe('approved');
    expect((await core.store.users.findByEmail(promoted.email))?.role).toBe('admin');
    expect(created.role).toBe('admin');
  });

  it('links an unverified address to no record and makes nobody an admin', async () => {
    const owner = anApprovedInstructor({ email: 'owner@classroom.test' });
    const core = memoryCore({ adminEmails: ['owner@classroom.test', 'chief@classroom.test'] });
    await core.given(owner);

    await core.expectRefused(
      () =>
        core.useCases.signInUser.execute({
          email: 'owner@classroom.test',
          emailVerified: false,
          displayName: 'Impostor',
          photoURL: '',
        }),
      'email_not_verified',
    );
    await core.expectRefused(
      () =>
        core.useCases.signInUser.execute({
          email: 'chief@classroom.test',
          emailVerified: false,
          displayName: 'Impostor',
          photoURL: '',
        }),
      'email_not_verified',
    );
    expect((await core.store.users.findByEmail(owner.email))?.toProps()).toEqual(owner.toProps());
  });

  it('keeps the record of a returning user and refreshes only name and photo', async () => {
    const admin = anAdmin();
    const core = memoryCore();
    await core.given(admin);

    const again = await core.useCases.signInUser.execute({
      email: admin.email,
      emailVerified: true,
      displayName: 'Renamed Admin',
      photoURL: '',
    });

    expect(again.id).toBe(admin.id);
    expect(again.toProps()).toEqual({
      ...admin.toProps(),
      displayName: 'Renamed Admin',
      // A provider that sends no picture keeps the stored one.
      photoURL: admin.photoURL,
    });
    expect(await core.store.users.count()).toBe(1);
  });

  it('creates one record when the first sign-ins of one e-mail race', async () => {
    const core = memoryCore();

    const users = await Promise.all(
      Array.from({ length: 5 }, () => core.useCases.signInUser.execute(identity)),
    );

    expect(new Set(users.map((user) => user.id)).size).toBe(1);
    expect(await core.store.users.count()).toBe(1);
  });

  it('uses the e-mail name when the provider sends no display name', async () => {
    const core = memoryCore();

    const user = await core.useCases.signInUser.execute({ ...identity, displayName: '' });

    expect(user.displayName).toBe('new.person');
  });

  it('refuses an identity without a valid e-mail and stores nothing', async () => {
    const core = memoryCore();

    await expect(
      core.useCases.signInUser.execute({ ...identity, email: 'not-an-email' }),
    ).rejects.toMatchObject({ code: 'validation_failed', fields: { email: expect.any(String) } });
    await expect(
      core.useCases.signInUser.execute({ ...identity, email: '' }),
    ).rejects.toMatchObject({
      code: 'validation_failed',
      fields: { email: 'Email address is required' },
    });
    expect(await core.store.users.count()).toBe(0);
  });

  it('refuses a photo that is not an http(s) URL', async () => {
    const core = memoryCore();

    await expect(
      core.useCases.signInUser.execute({ ...identity, photoURL: 'javascript:alert(1)' }),
    ).rejects.toMatchObject({
      code: 'validation_failed',
      fields: { photoURL: expect.any(String) },
    });
    expect(await core.store.users.count()).toBe(0);
  });

  it('records an admin grant from the configured e-mails, once, with the system as its actor', async () => {
    const existing = anApprovedInstructor({ email: 'boss@classroom.test' });
    const core = memoryCore({ adminEmails: ['boss@classroom.test', 'chief@classroom.test'] });
    await core.given(existing);
    const signIn = (email: string) =>
      core.useCases.signInUser.execute({ ...identity, email, displayName: 'Boss' });

    await signIn('boss@classroom.test');
    const chief = await signIn('chief@classroom.test');
    await signIn('boss@classroom.test');
    await signIn('new.person@classroom.test');

    const granted = (id: string) => ({
      kind: 'admin-granted-at-sign-in',
      actorId: null,
      subject: { type: 'user', id },
      before: { role: 'user' },
      after: { role: 'admin' },
      at: core.clock.now(),
    });
    expect(core.auditLog()).toEqual([granted(existing.id), granted(chief.id)]);
  });
});
