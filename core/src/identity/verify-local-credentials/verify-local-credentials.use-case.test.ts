import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../shared/errors';
import { CountingHasher, MapLocalAccounts, fixedClock } from '../identity-fakes.test-support';
import { InvalidCredentialsError } from '../local-account.errors';
import { RegisterLocalAccount } from '../register-local-account/register-local-account.use-case';
import { VerifyLocalCredentials } from './verify-local-credentials.use-case';

async function setup() {
  const accounts = new MapLocalAccounts();
  const hasher = new CountingHasher();
  await new RegisterLocalAccount(accounts, hasher, fixedClock).execute({
    displayName: 'Ada Admin',
    photoURL: 'https://example.com/ada.png',
    email: 'ada@example.com',
    password: 'classroom123',
  });
  return { hasher, verify: new VerifyLocalCredentials(accounts, hasher) };
}

describe('VerifyLocalCredentials', () => {
  it('answers the identity for the right password, whatever the e-mail case', async () => {
    const { verify } = await setup();
    await expect(
      verify.execute({ email: ' ADA@example.com', password: 'classroom123' }),
    ).resolves.toEqual({
      email: 'ada@example.com',
      displayName: 'Ada Admin',
      photoURL: 'https://example.com/ada.png',
    });
  });

  it('fails alike for a wrong password and an unknown e-mail, checking a hash both times', async () => {
    const { verify, hasher } = await setup();
    const wrong = verify.execute({ email: 'ada@example.com', password: 'classroom124' });
    await expect(wrong).rejects.toBeInstanceOf(InvalidCredentialsError);
    await expect(wrong).rejects.toThrow('Invalid Email/Password');
    expect(hasher.verifications).toBe(1);

    const unknown = verify.execute({ email: 'nobody@example.com', password: 'classroom123' });
    await expect(unknown).rejects.toThrow('Invalid Email/Password');
    expect(hasher.verifications).toBe(2);
  });

  it('asks for missing fields with the spec messages before checking anything', async () => {
    const { verify, hasher } = await setup();
    const error = await verify.execute({ email: '', password: '123' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields).toEqual({
      email: 'Email address is required',
      password: 'Password must be 6 characters',
    });
    expect(hasher.verifications).toBe(0);
  });
});
