import { describe, expect, it } from 'vitest';
import { memoryCore } from '@classroom/persistence-memory/testing';
import { aUser, actorOf, anAdmin } from '../../../testing';

describe('SuspendUser and ReactivateUser', () => {
  it('ends the sessions of a suspended user, refuses their sign-in, and lets them back', async () => {
    const [admin, user] = [anAdmin(), aUser()];
    const core = memoryCore();
    await core.given(admin, user);

    await core.useCases.suspendUser.execute(user.id, actorOf(admin));

    expect(await core.store.users.findSessionState(user.email)).toEqual({
      userId: user.id,
      sessionsValidAfter: core.clock.now(),
      suspended: true,
    });
    await expect(
      core.useCases.signInUser.execute({
        email: user.email,
        emailVerified: true,
        displayName: user.displayName,
        photoURL: '',
      }),
    ).rejects.toMatchObject({ code: 'account_suspended' });

    await core.useCases.reactivateUser.execute(user.id, actorOf(admin));
    expect((await core.store.users.findSessionState(user.email))?.suspended).toBe(false);
    expect(core.auditLog().map((entry) => entry.kind)).toEqual([
      'user-suspended',
      'user-reactivated',
    ]);
  });

  it('refuses admins as targets, non-admins as callers, and repeats', async () => {
    const [admin, other, user] = [anAdmin(), anAdmin(), aUser()];
    const core = memoryCore();
    await core.given(admin, other, user);
    await core.expectRefused(
      () => core.useCases.suspendUser.execute(other.id, actorOf(admin)),
      'forbidden',
    );
    await core.expectRefused(
      () => core.useCases.suspendUser.execute(admin.id, actorOf(user)),
      'forbidden',
    );
    await core.expectRefused(
      () => core.useCases.reactivateUser.execute(user.id, actorOf(admin)),
      'suspension_unchanged',
    );
  });
});
