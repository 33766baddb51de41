import { describe, expect, it } from 'vitest';
import { aUser } from '../../../testing/user.mother';
import type { Email } from '../../shared/email';
import { identityWorld } from '@classroom/persistence-memory/testing';

const MINUTE = 60 * 1000;

async function withAccount() {
  const world = identityWorld();
  await world.useCases.registerLocalAccount.execute({
    displayName: 'Pia Person',
    photoURL: 'https://example.com/pia.png',
    email: 'pia@example.com',
    password: 'old-secret',
  });
  const user = aUser({ email: 'pia@example.com' as Email });
  await world.store.users.insert(user);
  return { ...world, user };
}

async function resetLink(world: Awaited<ReturnType<typeof withAccount>>) {
  await world.useCases.requestPasswordReset.execute({ email: 'pia@example.com' });
  return world.outbox.tokenFor('pia@example.com', 'password-reset');
}

describe('ResetPassword', () => {
  it('sets the new password, proves the address, ends every session and says so by e-mail', async () => {
    const world = await withAccount();
    const token = await resetLink(world);
    await world.providerState.upsert({
      kind: 'Session',
      id: 's1',
      payload: '{}',
      grantId: null,
      accountId: 'acct-000001',
      uid: 'u1',
      userCode: null,
      expiresAt: null,
      consumedAt: null,
    });
    world.clock.advance(5 * MINUTE);

    await world.useCases.resetPassword.execute({ token, password: 'new-secret' });

    const row = world.store.tables.localAccounts.get('pia@example.com');
    expect(row?.passwordHash).toBe('fake$terces-wen');
    expect(row?.emailVerifiedAt).toEqual(world.clock.now());
    expect(await world.store.users.findSessionState('pia@example.com' as Email)).toEqual({
      userId: world.user.id,
      sessionsValidAfter: world.clock.now(),
      suspended: false,
    });
    expect(world.providerState.rows.size).toBe(0);
    expect(world.outbox.messages.at(-1)).toEqual({
      kind: 'password-changed',
      to: 'pia@example.com',
      name: 'Pia Person',
    });
    await expect(
      world.useCases.verifyLocalCredentials.execute({
        email: 'pia@example.com',
        password: 'old-secret',
      }),
    ).rejects.toMatchObject({ code: 'invalid_credentials' });
  });

  it('refuses a used link, and ends the other links of the account', async () => {
    const world = await withAccount();
    const first = await resetLink(world);
    const second = await resetLink(world);
    await world.useCases.resetPassword.execute({ token: second, password: 'new-secret' });
    for (const token of [first, second]) {
      await expect(
        world.useCases.resetPassword.execute({ token, password: 'newer-secret' }),
      ).rejects.toMatchObject({ code: 'invalid_token' });
    }
    expect(world.store.tables.localAccounts.get('pia@example.com')?.passwordHash).toBe(
      'fake$terces-wen',
    );
  });

  it('refuses a link after 30 minutes and changes nothing', async () => {
    const world = await withAccount();
    const token = await resetLink(world);
    world.clock.advance(30 * MINUTE);
    const before = world.store.tables.localAccounts.get('pia@example.com');
    await expect(
      world.useCases.resetPassword.execute({ token, password: 'new-secret' }),
    ).rejects.toMatchObject({ code: 'invalid_token' });
    expect(world.store.tables.localAccounts.get('pia@example.com')).toEqual(before);
    expect(world.outbox.messages.map((m) => m.kind)).not.toContain('password-changed');
  });

  it('checks the new password with the spec messages before using the link', async () => {
    const world = await withAccount();
    const token = await resetLink(world);
    await expect(
      world.useCases.resetPassword.execute({ token, password: '123' }),
    ).rejects.toMatchObject({
      code: 'validation_failed',
      fields: { password: 'Password must be 6 characters' },
    });
    await world.useCases.resetPassword.execute({ token, password: 'new-secret' });
  });

  it('lets exactly one of many racing resets with one link win', async () => {
    const world = await withAccount();
    const token = await resetLink(world);
    const outcomes = await Promise.allSettled(
      ['aaaaaa1', 'bbbbbb2', 'cccccc3'].map((password) =>
        world.useCases.resetPassword.execute({ token, password }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
  });
});
