import { EmailTakenError, LocalAccount, type Email, type HttpUrl } from '@classroom/core';
import { describe, expect, it } from 'vitest';
import { MemoryLocalAccountRepository } from './memory-local-account.repository';

const account = (email: string, passwordHash = 'scrypt$x') =>
  LocalAccount.register({
    id: `acct-${email}`,
    email: email as Email,
    displayName: 'Sam Student',
    photoURL: 'https://example.com/sam.png' as HttpUrl,
    passwordHash,
    createdAt: new Date('2026-01-15T10:00:00.000Z'),
  });

describe('MemoryLocalAccountRepository', () => {
  it('finds what it stored by e-mail, and null for an unknown one', async () => {
    const repository = new MemoryLocalAccountRepository();
    await repository.insert(account('sam@example.com'));
    const found = await repository.findByEmail('sam@example.com' as Email);
    expect(found?.toProps()).toEqual(account('sam@example.com').toProps());
    expect(await repository.findByEmail('nobody@example.com' as Email)).toBeNull();
  });

  it('refuses a second account with the same e-mail and keeps the first', async () => {
    const repository = new MemoryLocalAccountRepository();
    await repository.insert(account('sam@example.com', 'first'));
    await expect(repository.insert(account('sam@example.com', 'second'))).rejects.toBeInstanceOf(
      EmailTakenError,
    );
    expect((await repository.findByEmail('sam@example.com' as Email))?.passwordHash).toBe('first');
  });
});
