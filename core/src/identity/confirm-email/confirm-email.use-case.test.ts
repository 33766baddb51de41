import { describe, expect, it } from 'vitest';
import { identityWorld } from '../../../testing/identity-world';

const DAY = 24 * 60 * 60 * 1000;

async function registered() {
  const world = identityWorld();
  await world.useCases.registerLocalAccount.execute({
    displayName: 'Vera Verify',
    photoURL: 'https://example.com/vera.png',
    email: 'vera@example.com',
    password: 'secret12',
  });
  return { ...world, token: world.outbox.tokenFor('vera@example.com', 'verify-email') };
}

describe('ConfirmEmail', () => {
  it('verifies the address once; the same link then fails with a clear message', async () => {
    const { store, useCases, token } = await registered();
    await useCases.confirmEmail.execute({ token });
    expect(store.tables.localAccounts.get('vera@example.com')?.emailVerifiedAt).toEqual(
      new Date('2026-01-15T10:00:00.000Z'),
    );
    await expect(useCases.confirmEmail.execute({ token })).rejects.toMatchObject({
      code: 'invalid_token',
      message: 'This link has expired or was already used. Ask for a new one.',
    });
  });

  it('refuses a link older than 24 hours and leaves the account unverified', async () => {
    const { store, clock, useCases, token } = await registered();
    clock.advance(DAY);
    await expect(useCases.confirmEmail.execute({ token })).rejects.toMatchObject({
      code: 'invalid_token',
    });
    expect(store.tables.localAccounts.get('vera@example.com')?.emailVerifiedAt).toBeNull();
  });

  it('refuses unknown and malformed tokens, and a reset token used as a verification', async () => {
    const { outbox, useCases } = await registered();
    for (const token of [
      'token_999999999999999999999999',
      'short',
      '../../etc',
      ''.padEnd(300, 'a'),
    ]) {
      await expect(useCases.confirmEmail.execute({ token })).rejects.toMatchObject({
        code: 'invalid_token',
      });
    }
    await useCases.requestPasswordReset.execute({ email: 'vera@example.com' });
    const reset = outbox.tokenFor('vera@example.com', 'password-reset');
    await expect(useCases.confirmEmail.execute({ token: reset })).rejects.toMatchObject({
      code: 'invalid_token',
    });
  });

  it('lets exactly one of many racing clicks verify', async () => {
    const { useCases, token } = await registered();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, () => useCases.confirmEmail.execute({ token })),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
  });
});
