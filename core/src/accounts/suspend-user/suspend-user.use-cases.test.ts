import { describe, expect, it } from 'vitest';
import { memoryCore } from '@classroom/persistence-memory/testing';
import { aUser, actorOf, anAdmin } from '../../../testing';

const BECAUSE = { reason: 'Abusive messages to other students' };

describe('SuspendUser and ReactivateUser', () => {
  it('ends the sessions of a suspended user, refuses their sign-in, and lets them back', async () => {
    const [admin, user] = [anAdmin(), aUser()];
    const core = memoryCore();
    await core.given(admin, user);

    await core.useCases.suspendUser.execute(user.id, BECAUSE, actorOf(admin));

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
      () => core.useCases.suspendUser.execute(other.id, BECAUSE, actorOf(admin)),
      'forbidden',
    );
    await core.expectRefused(
      () => core.useCases.suspendUser.execute(admin.id, BECAUSE, actorOf(user)),
      'forbidden',
    );
    await core.expectRefused(
      () => core.useCases.reactivateUser.execute(user.id, actorOf(admin)),
      'suspension_unchanged',
    );
  });

  it('takes a reason, kept in the audit log and e-mailed to the person', async () => {
    const [admin, user] = [anAdmin(), aUser()];
    const core = memoryCore();
    await core.given(admin, user);

    await core.useCases.suspendUser.execute(
      user.id,
      { reason: BECAUSE.reason, checklist: ['policy'] },
      actorOf(admin),
    );

    expect(core.auditLog()).toEqual([
      {
        kind: 'user-suspended',
        actorId: admin.id,
        subject: { type: 'user', id: user.id },
        before: { suspended: false },
        after: { suspended: true },
        reason: { text: BECAUSE.reason, checklist: ['policy'] },
        at: core.clock.now(),
      },
    ]);
    expect(core.outbox()).toEqual([
      {
        kind: 'account-suspended',
        to: user.email,
        name: user.displayName,
        reason: { text: BECAUSE.reason, checklist: ["It breaks the school's content policy"] },
      },
    ]);
  });

  it('refuses a suspension without a reason, or with items not in the rubric', async () => {
    const [admin, user] = [anAdmin(), aUser()];
    const core = memoryCore();
    await core.given(admin, user);

    for (const input of [{ reason: '  ' }, { reason: 'Spam', checklist: ['price'] }]) {
      await core.expectRefused(
        () => core.useCases.suspendUser.execute(user.id, input, actorOf(admin)),
        'validation_failed',
      );
    }
    expect(core.outbox()).toEqual([]);
  });
});
