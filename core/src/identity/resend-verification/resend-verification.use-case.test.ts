import { describe, expect, it } from 'vitest';
import { identityWorld } from '../../../testing/identity-world';

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
    const { outbox, clock, useCases } = await registered();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await useCases.resendVerification.execute({ email: 'Rita@example.com' });
    }
    expect(outbox.messages.filter((m) => m.kind === 'verify-email')).toHaveLength(3);
    clock.advance(HOUR + 1);
    await useCases.resendVerification.execute({ email: 'rita@example.com' });
    expect(outbox.messages.filter((m) => m.kind === 'verify-email')).toHaveLength(4);
    await useCases.confirmEmail.execute({
      token: outbox.tokenFor('rita@example.com', 'verify-email'),
    });
  });

  it('is silent for unknown and already verified addresses', async () => {
    const { outbox, useCases } = await registered();
    await useCases.confirmEmail.execute({
      token: outbox.tokenFor('rita@example.com', 'verify-email'),
    });
    await useCases.resendVerification.execute({ email: 'rita@example.com' });
    await useCases.resendVerification.execute({ email: 'nobody@example.com' });
    await useCases.resendVerification.execute({ email: '' });
    expect(outbox.messages).toHaveLength(1);
  });
});
