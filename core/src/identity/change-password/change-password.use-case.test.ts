import { describe, expect, it } from 'vitest';
import { aUser } from '../../../testing/user.mother';
import type { Email } from '../../shared/email';
import { identityWorld } from '@classroom/persistence-memory/testing';

async function withAccount() {
  const world = identityWorld();
  await world.useCases.registerLocalAccount.execute({
    displayName: 'Cleo Change',
    photoURL: 'https://example.com/cleo.png',
    email: 'cleo@example.com',
    password: 'old-secret',
  });
  const user = aUser({ email: 'cleo@example.com' as Email });
  await world.store.users.insert(user);
  return { ...world, user, actor: { email: user.email } };
}

describe('ChangePassword', () => {
  it('needs the current password, then ends every session and tells the owner', async () => {
    const world = await withAccount();
    await world.useCases.changePassword.execute(
      { currentPassword: 'old-secret', newPassword: 'new-secret' },
      world.actor,
    );
    expect(world.store.tables.localAccounts.get('cleo@example.com')?.passwordHash).toBe(
      'fake$terces-wen',
    );
    expect(
      (await world.store.users.findSessionState(world.user.email))?.sessionsValidAfter,
    ).toEqual(world.clock.now());
    expect(world.outbox.messages.at(-1)).toMatchObject({ kind: 'password-changed' });
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const world = await withAccount();
    const before = world.store.tables.localAccounts.get('cleo@example.com');
    await expect(
      world.useCases.changePassword.execute(
        { currentPassword: 'guess-one', newPassword: 'new-secret' },
        world.actor,
      ),
    ).rejects.toMatchObject({
      code: 'validation_failed',
      fields: { currentPassword: 'Current password is incorrect' },
    });
    expect(world.store.tables.localAccounts.get('cleo@example.com')).toEqual(before);
    expect(await world.store.users.findSessionState(world.user.email)).toMatchObject({
      sessionsValidAfter: null,
    });
  });

  it('reports missing and short passwords under their own fields', async () => {
    const world = await withAccount();
    await expect(
      world.useCases.changePassword.execute(
        { currentPassword: '', newPassword: '123' },
        world.actor,
      ),
    ).rejects.toMatchObject({
      fields: {
        currentPassword: 'Current password is required',
        newPassword: 'Password must be 6 characters',
      },
    });
  });

  it('refuses visitors and people whose password another provider keeps', async () => {
    const world = await withAccount();
    const input = { currentPassword: 'old-secret', newPassword: 'new-secret' };
    await expect(world.useCases.changePassword.execute(input, null)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    await expect(
      world.useCases.changePassword.execute(input, { email: 'google@example.com' as Email }),
    ).rejects.toMatchObject({ code: 'forbidden' });
  });
});
