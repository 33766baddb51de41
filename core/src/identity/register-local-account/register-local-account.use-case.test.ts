import { describe, expect, it } from 'vitest';
import { EmailTakenError } from '../../accounts/user.errors';
import { ValidationError } from '../../shared/errors';
import { CountingHasher, MapLocalAccounts, fixedClock } from '../identity-fakes.test-support';
import { RegisterLocalAccount } from './register-local-account.use-case';

const valid = {
  displayName: 'Sam Student',
  photoURL: 'https://example.com/sam.png',
  email: ' Sam@Example.com ',
  password: 'secret1',
};

function setup() {
  const accounts = new MapLocalAccounts();
  const hasher = new CountingHasher();
  return { accounts, hasher, register: new RegisterLocalAccount(accounts, hasher, fixedClock) };
}

async function fieldsOf(promise: Promise<unknown>): Promise<Record<string, string>> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ValidationError);
  return { ...(error as ValidationError).fields };
}

describe('RegisterLocalAccount', () => {
  it('stores a normalised e-mail and a hash, and answers the public claims', async () => {
    const { accounts, register } = setup();
    const identity = await register.execute(valid);
    expect(identity).toEqual({
      email: 'sam@example.com',
      displayName: 'Sam Student',
      photoURL: 'https://example.com/sam.png',
    });
    const row = accounts.rows.get('sam@example.com');
    expect(row?.passwordHash).toBe('fake$1terces');
    expect(JSON.stringify([...accounts.rows.values()])).not.toContain('secret1');
  });

  it('reports every missing field with the spec messages', async () => {
    const { register } = setup();
    const fields = await fieldsOf(
      register.execute({ displayName: ' ', photoURL: '', email: '', password: '' }),
    );
    expect(fields).toEqual({
      displayName: 'Your Name is required',
      photoURL: 'Photo URL is required',
      email: 'Email address is required',
      password: 'Password is required',
    });
  });

  it('refuses a password shorter than 6 characters', async () => {
    const { register } = setup();
    const fields = await fieldsOf(register.execute({ ...valid, password: '12345' }));
    expect(fields).toEqual({ password: 'Password must be 6 characters' });
  });

  it('refuses a photo that is not a URL', async () => {
    const { register } = setup();
    const fields = await fieldsOf(register.execute({ ...valid, photoURL: 'javascript:alert(1)' }));
    expect(Object.keys(fields)).toEqual(['photoURL']);
  });

  it('refuses an e-mail that already has an account', async () => {
    const { register } = setup();
    await register.execute(valid);
    await expect(
      register.execute({ ...valid, email: 'SAM@example.com', password: 'another1' }),
    ).rejects.toBeInstanceOf(EmailTakenError);
  });
});
