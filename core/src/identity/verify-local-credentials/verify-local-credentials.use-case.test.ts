import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../shared/errors';
import { identityWorld } from '../../../testing/identity-world';
import { InvalidCredentialsError } from '../local-account.errors';

async function registered(options: { verified: boolean } = { verified: true }) {
  const world = identityWorld();
  await world.useCases.registerLocalAccount.execute({
    displayName: 'Ada Admin',
    photoURL: 'https://example.com/ada.png',
    email: 'ada@example.com',
    password: 'classroom123',
  });
  if (options.verified) {
    const token = world.outbox.tokenFor('ada@example.com', 'verify-email');
    await world.useCases.confirmEmail.execute({ token });
  }
  world.hasher.verifications = 0;
  return world;
}

describe('VerifyLocalCredentials', () => {
  it('answers the identity, with an opaque id, for the right password in any e-mail case', async () => {
    const { useCases } = await registered();
    const signedIn = await useCases.verifyLocalCredentials.execute({
      email: ' ADA@example.com',
      password: 'classroom123',
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
    const again = await useCases.verifyLocalCredentials.execute({
      email: 'ada@example.com',
      password: 'classroom123',
    });
    expect(again.firstSignIn).toBe(false);
  });

  it('refuses the right password while the address is unverified, and changes nothing', async () => {
    const { store, useCases } = await registered({ verified: false });
    const before = store.tables.localAccounts.get('ada@example.com');
    await expect(
      useCases.verifyLocalCredentials.execute({
        email: 'ada@example.com',
        password: 'classroom123',
      }),
    ).rejects.toMatchObject({ code: 'email_not_verified' });
    expect(store.tables.localAccounts.get('ada@example.com')).toEqual(before);
  });

  it('tells nothing about verification to someone without the password', async () => {
    const { useCases } = await registered({ verified: false });
    await expect(
      useCases.verifyLocalCredentials.execute({ email: 'ada@example.com', password: 'wrong-one' }),
    ).rejects.toBeInstanceOf(InvalidCredentialsError);
  });

  it('fails alike for a wrong password and an unknown e-mail, checking a hash both times', async () => {
    const { useCases, hasher } = await registered();
    const wrong = useCases.verifyLocalCredentials.execute({
      email: 'ada@example.com',
      password: 'classroom124',
    });
    await expect(wrong).rejects.toBeInstanceOf(InvalidCredentialsError);
    await expect(wrong).rejects.toThrow('Invalid Email/Password');
    expect(hasher.verifications).toBe(1);

    const unknown = useCases.verifyLocalCredentials.execute({
      email: 'nobody@example.com',
      password: 'classroom123',
    });
    await expect(unknown).rejects.toThrow('Invalid Email/Password');
    expect(hasher.verifications).toBe(2);
  });

  it('replaces a hash made with weaker parameters at the next sign-in', async () => {
    const { store, useCases } = await registered();
    const row = store.tables.localAccounts.get('ada@example.com')!;
    store.tables.localAccounts.set(row.email, { ...row, passwordHash: 'old$321moorssalc' });

    await useCases.verifyLocalCredentials.execute({
      email: 'ada@example.com',
      password: 'classroom123',
    });

    expect(store.tables.localAccounts.get('ada@example.com')?.passwordHash).toBe(
      'fake$321moorssalc',
    );
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
