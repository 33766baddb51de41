import { describe, expect, it } from 'vitest';
import { identityWorld } from '@classroom/persistence-memory/testing';
import { ValidationError } from '../../shared/errors';
import { InvalidCredentialsError } from '../local-account.errors';

const DAY = 24 * 60 * 60 * 1000;
const ada = {
  displayName: 'Ada Admin',
  photoURL: 'https://example.com/ada.png',
  email: 'ada@example.com',
  password: 'classroom123',
};

async function registered(options: { verified: boolean } = { verified: true }) {
  const world = identityWorld();
  await world.useCases.registerLocalAccount.execute(ada);
  const token = world.outbox.tokenFor(ada.email, 'verify-email');
  if (options.verified) await world.verify(ada.email, ada.password);
  world.hasher.verifications = 0;
  return { ...world, token };
}

describe('VerifyLocalCredentials', () => {
  it('answers the identity, with an opaque id, for the right password in any e-mail case', async () => {
    const world = identityWorld();
    await world.useCases.registerLocalAccount.execute(ada);
    const signedIn = await world.useCases.verifyLocalCredentials.execute({
      email: ' ADA@example.com',
      password: ada.password,
      verificationToken: world.outbox.tokenFor(ada.email, 'verify-email'),
    });
    expect(signedIn).toEqual({
      identity: {
        id: 'acct-000001',
        email: 'ada@example.com',
        emailVerified: true,
        displayName: 'Ada Admin',
        photoURL: 'https://example.com/ada.png',
      },
      firstSignIn: true,
    });
    const again = await world.useCases.verifyLocalCredentials.execute({
      email: ' ADA@example.com',
      password: ada.password,
    });
    expect(again.firstSignIn).toBe(false);
  });

  it('refuses the right password while the address is unverified, and changes nothing', async () => {
    const { store, useCases } = await registered({ verified: false });
    const before = store.tables.localAccounts.get(ada.email);
    await expect(
      useCases.verifyLocalCredentials.execute({ email: ada.email, password: ada.password }),
    ).rejects.toMatchObject({ code: 'email_not_verified' });
    expect(store.tables.localAccounts.get(ada.email)).toEqual(before);
  });

  it('verifies the address with the link and the password together, once', async () => {
    const { store, useCases, token, clock } = await registered({ verified: false });
    await useCases.verifyLocalCredentials.execute({
      email: ada.email,
      password: ada.password,
      verificationToken: token,
    });
    expect(store.tables.localAccounts.get(ada.email)?.emailVerifiedAt).toEqual(clock.now());
    // Verified now: the used link no longer matters.
    await useCases.verifyLocalCredentials.execute({
      email: ada.email,
      password: ada.password,
      verificationToken: token,
    });
  });

  it('verifies nothing with the link and a wrong password: the link alone is not enough', async () => {
    const { store, useCases, token } = await registered({ verified: false });
    await expect(
      useCases.verifyLocalCredentials.execute({
        email: ada.email,
        password: 'not-the-one',
        verificationToken: token,
      }),
    ).rejects.toBeInstanceOf(InvalidCredentialsError);
    expect(store.tables.localAccounts.get(ada.email)?.emailVerifiedAt).toBeNull();
    expect([...store.tables.accountTokens.values()][0]?.usedAt).toBeNull();
  });

  it("refuses an expired link, another account's link and a reset link", async () => {
    const world = await registered({ verified: false });
    await world.useCases.registerLocalAccount.execute({ ...ada, email: 'bea@example.com' });
    const theirs = world.outbox.tokenFor('bea@example.com', 'verify-email');
    await world.useCases.requestPasswordReset.execute({ email: ada.email });
    const reset = world.outbox.tokenFor(ada.email, 'password-reset');
    for (const verificationToken of [theirs, reset, 'token_999999999999999999999999', '../x']) {
      await expect(
        world.useCases.verifyLocalCredentials.execute({
          email: ada.email,
          password: ada.password,
          verificationToken,
        }),
      ).rejects.toMatchObject({
        code: 'invalid_token',
        message: 'This link has expired or was already used. Ask for a new one.',
      });
    }
    world.clock.advance(DAY);
    await expect(
      world.useCases.verifyLocalCredentials.execute({
        email: ada.email,
        password: ada.password,
        verificationToken: world.token,
      }),
    ).rejects.toMatchObject({ code: 'invalid_token' });
    expect(world.store.tables.localAccounts.get(ada.email)?.emailVerifiedAt).toBeNull();
  });

  it('lets one of many racing sign-ins with one link verify, and the others fail cleanly', async () => {
    const { useCases, token } = await registered({ verified: false });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 4 }, () =>
        useCases.verifyLocalCredentials.execute({
          email: ada.email,
          password: ada.password,
          verificationToken: token,
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled').length).toBeGreaterThan(0);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        expect(outcome.reason).toMatchObject({ code: 'invalid_token' });
      }
    }
  });

  it('tells nothing about verification to someone without the password', async () => {
    const { useCases } = await registered({ verified: false });
    await expect(
      useCases.verifyLocalCredentials.execute({ email: ada.email, password: 'wrong-one' }),
    ).rejects.toBeInstanceOf(InvalidCredentialsError);
  });

  it('fails alike for a wrong password and an unknown e-mail, checking a hash both times', async () => {
    const { useCases, hasher } = await registered();
    const wrong = useCases.verifyLocalCredentials.execute({
      email: ada.email,
      password: 'classroom124',
    });
    await expect(wrong).rejects.toBeInstanceOf(InvalidCredentialsError);
    await expect(wrong).rejects.toThrow('Invalid Email/Password');
    expect(hasher.verifications).toBe(1);

    const unknown = useCases.verifyLocalCredentials.execute({
      email: 'nobody@example.com',
      password: ada.password,
    });
    await expect(unknown).rejects.toThrow('Invalid Email/Password');
    expect(hasher.verifications).toBe(2);
  });

  it('replaces a hash made with weaker parameters at the next sign-in', async () => {
    const { store, useCases } = await registered();
    const row = store.tables.localAccounts.get(ada.email)!;
    store.tables.localAccounts.set(row.email, { ...row, passwordHash: 'old$321moorssalc' });

    await useCases.verifyLocalCredentials.execute({ email: ada.email, password: ada.password });

    expect(store.tables.localAccounts.get(ada.email)?.passwordHash).toBe('fake$321moorssalc');
  });

  it('asks for missing fields with the spec messages before checking anything', async () => {
    const { useCases, hasher } = await registered();
    const error = await useCases.verifyLocalCredentials
      .execute({ email: '', password: '123' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields).toEqual({
      email: 'Email address is required',
      password: 'Password must be 6 characters',
    });
    expect(hasher.verifications).toBe(0);
  });
});
