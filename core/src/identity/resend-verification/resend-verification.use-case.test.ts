import { describe, expect, it } from 'vitest';
import { identityWorld } from '@classroom/persistence-memory/testing';

const HOUR = 60 * 60 * 1000;

async function registered() {
  const world = identityWorld();
  await world.useCases.registerLocalAccount.execute({
    displayName: 'Rita Resend',
    photoURL: 'https://example.com/rita.png',
    email: 'rita@example.com',
    password: 'secret12',
  });
  return world;
}

describe('ResendVerification', () => {
  it('sends a new link that works, up to three an hour, then more an hour later', async () => {
    const { outbox, clock, useCases, verify } = await registered();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await useCases.resendVerification.execute({ email: 'Rita@example.com' });
    }
    expect(outbox.messages.filter((m) => m.kind === 'verify-email')).toHaveLength(3);
    clock.advance(HOUR + 1);
    await useCases.resendVerification.execute({ email: 'rita@example.com' });
    expect(outbox.messages.filter((m) => m.kind === 'verify-email')).toHaveLength(4);
    await verify('rita@example.com', 'secret12');
  });

  it('is silent for unknown and already verified addresses', async () => {
    const { outbox, useCases, verify } = await registered();
    await verify('rita@example.com', 'secret12');
    await useCases.resendVerification.execute({ email: 'rita@example.com' });
    await useCases.resendVerification.execute({ email: 'nobody@example.com' });
    await useCases.resendVerification.execute({ email: '' });
    expect(outbox.messages).toHaveLength(1);
  });
});
