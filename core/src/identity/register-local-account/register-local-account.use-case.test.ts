import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../shared/errors';
import { identityWorld } from '@classroom/persistence-memory/testing';

const valid = {
  displayName: 'Sam Student',
  photoURL: 'https://example.com/sam.png',
  email: ' Sam@Example.com ',
  password: 'secret1',
};

async function fieldsOf(promise: Promise<unknown>): Promise<Record<string, string>> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ValidationError);
  return { ...(error as ValidationError).fields };
}

describe('RegisterLocalAccount', () => {
  it('stores an unverified account with a hash and e-mails a link to verify it', async () => {
    const { store, outbox, useCases } = identityWorld();
    await expect(useCases.registerLocalAccount.execute(valid)).resolves.toEqual({
      email: 'sam@example.com',
    });
    const row = store.tables.localAccounts.get('sam@example.com');
    expect(row).toMatchObject({
      id: 'acct-000001',
      passwordHash: 'fake$1terces',
      emailVerifiedAt: null,
      lastSignInAt: null,
    });
    expect(JSON.stringify([...store.tables.localAccounts.values()])).not.toContain('secret1');
    expect(outbox.messages).toEqual([
      {
        kind: 'verify-email',
        to: 'sam@example.com',
        name: 'Sam Student',
        token: expect.stringMatching(/^token_/),
      },
    ]);
    // Only the hash of the link's token is kept.
    const [stored] = store.tables.accountTokens.values();
    expect(stored).toMatchObject({ purpose: 'verify-email', accountId: 'acct-000001' });
    expect(stored!.hash).not.toBe(outbox.tokenFor('sam@example.com', 'verify-email'));
  });

  it('answers a taken address exactly as a new one and tells its verified owner instead', async () => {
    const { store, outbox, useCases, verify } = identityWorld();
    await useCases.registerLocalAccount.execute(valid);
    await verify('sam@example.com', 'secret1');
    const before = store.tables.localAccounts.get('sam@example.com');

    const answer = await useCases.registerLocalAccount.execute({
      ...valid,
      displayName: 'Impostor',
      email: 'SAM@example.com',
      password: 'another1',
    });

    expect(answer).toEqual({ email: 'sam@example.com' });
    expect(store.tables.localAccounts.get('sam@example.com')).toEqual(before);
    expect(outbox.messages.at(-1)).toEqual({
      kind: 'account-exists',
      to: 'sam@example.com',
      name: 'Sam Student',
    });
  });

  it('sends an unverified owner a fresh link, at most three an hour', async () => {
    const { outbox, useCases } = identityWorld();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await useCases.registerLocalAccount.execute(valid);
    }
    expect(outbox.messages.map((m) => m.kind)).toEqual([
      'verify-email',
      'verify-email',
      'verify-email',
    ]);
  });

  it('hashes the password whether or not the address is taken, so both answers cost alike', async () => {
    const { hasher, useCases } = identityWorld();
    await useCases.registerLocalAccount.execute(valid);
    await useCases.registerLocalAccount.execute(valid);
    expect(hasher.hashes).toBe(2);
  });

  it('makes one account when the same address registers twice at once', async () => {
    const { store, useCases } = identityWorld();
    await Promise.all([
      useCases.registerLocalAccount.execute(valid),
      useCases.registerLocalAccount.execute(valid),
    ]);
    expect(store.tables.localAccounts.size).toBe(1);
  });

  it('reports every missing field with the spec messages and stores nothing', async () => {
    const { store, outbox, useCases } = identityWorld();
    const fields = await fieldsOf(
      useCases.registerLocalAccount.execute({
        displayName: ' ',
        photoURL: '',
        email: '',
        password: '',
      }),
    );
    expect(fields).toEqual({
      displayName: 'Your Name is required',
      photoURL: 'Photo URL is required',
      email: 'Email address is required',
      password: 'Password is required',
    });
    expect(store.tables.localAccounts.size).toBe(0);
    expect(outbox.messages).toEqual([]);
  });

  it('refuses a password shorter than 6 characters', async () => {
    const { useCases } = identityWorld();
    const fields = await fieldsOf(
      useCases.registerLocalAccount.execute({ ...valid, password: '12345' }),
    );
    expect(fields).toEqual({ password: 'Password must be 6 characters' });
  });

  it('refuses a photo that is not a URL', async () => {
    const { useCases } = identityWorld();
    const fields = await fieldsOf(
      useCases.registerLocalAccount.execute({ ...valid, photoURL: 'javascript:alert(1)' }),
    );
    expect(Object.keys(fields)).toEqual(['photoURL']);
  });
});
