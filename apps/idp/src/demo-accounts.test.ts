import type { Email } from '@classroom/core';
import { MemoryLocalAccountRepository } from '@classroom/persistence-memory';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts';
import { ScryptPasswordHasher } from './scrypt-password-hasher';

const hasher = new ScryptPasswordHasher({ ln: 10, r: 8, p: 1 });

describe('seedDemoAccounts', () => {
  it('gives every demo person an account with the shared password, once', async () => {
    const accounts = new MemoryLocalAccountRepository();
    expect(await seedDemoAccounts(accounts, hasher)).toEqual(DEMO_ACCOUNTS.map((d) => d.email));
    expect(await seedDemoAccounts(accounts, hasher)).toEqual([]);
    for (const demo of DEMO_ACCOUNTS) {
      const account = await accounts.findByEmail(demo.email as Email);
      expect(account?.displayName).toBe(demo.displayName);
      expect(account?.emailVerified).toBe(true);
      await expect(hasher.verify(DEMO_PASSWORD, account!.passwordHash)).resolves.toBe(true);
    }
  });

  it('verifies an existing demo account made before verification, and keeps its password', async () => {
    const accounts = new MemoryLocalAccountRepository();
    await seedDemoAccounts(accounts, hasher);
    const row = accounts.rows.get('student@classroom.test')!;
    accounts.rows.set(row.email, { ...row, emailVerifiedAt: null, passwordHash: 'kept' });
    await seedDemoAccounts(accounts, hasher);
    expect(accounts.rows.get('student@classroom.test')).toMatchObject({
      passwordHash: 'kept',
      emailVerifiedAt: expect.any(Date),
    });
  });

  it('leaves an account someone already has alone', async () => {
    const accounts = new MemoryLocalAccountRepository();
    await seedDemoAccounts(accounts, hasher, { photoFor: () => '/demo/people/ada.svg' });
    const before = accounts.rows.get('admin@classroom.test');
    await seedDemoAccounts(accounts, hasher);
    expect(accounts.rows.get('admin@classroom.test')).toEqual(before);
    expect(before?.photoURL).toBe('/demo/people/ada.svg');
  });
});
