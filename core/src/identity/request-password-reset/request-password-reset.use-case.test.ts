import { describe, expect, it } from 'vitest';
import { identityWorld } from '@classroom/persistence-memory/testing';

const HOUR = 60 * 60 * 1000;

async function withAccount() {
  const world = identityWorld();
  await world.useCases.registerLocalAccount.execute({
    displayName: 'Pia Person',
    photoURL: 'https://example.com/pia.png',
    email: 'pia@example.com',
    password: 'old-secret',
  });
  return world;
}

describe('RequestPasswordReset', () => {
  it('mails a link to a known address and nothing for an unknown one', async () => {
    const world = await withAccount();
    await world.useCases.requestPasswordReset.execute({ email: 'Pia@example.com' });
    await world.useCases.requestPasswordReset.execute({ email: 'nobody@example.com' });
    expect(world.outbox.messages.filter((m) => m.kind === 'password-reset')).toEqual([
      {
        kind: 'password-reset',
        to: 'pia@example.com',
        name: 'Pia Person',
        token: expect.any(String),
      },
    ]);
  });

  it('sends at most three links an hour to one account', async () => {
    const world = await withAccount();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await world.useCases.requestPasswordReset.execute({ email: 'pia@example.com' });
    }
    world.clock.advance(HOUR / 2);
    await world.useCases.requestPasswordReset.execute({ email: 'pia@example.com' });
    expect(world.outbox.messages.filter((m) => m.kind === 'password-reset')).toHaveLength(3);
  });
});
