import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  EmailTakenError,
  LocalAccount,
  type AccountToken,
  type Email,
  type HttpUrl,
} from '../src/index';
import type { ContractStore, StoreFactory } from './store.contract';

const at = (minute: number) => new Date(Date.UTC(2026, 4, 2, 7, minute, 5, 4));

const account = (email: string, id = `acct-${email.split('@')[0]}`) =>
  LocalAccount.register({
    id,
    email: email as Email,
    displayName: 'Lia Local',
    photoURL: '/demo/people/lia.svg' as HttpUrl,
    passwordHash: 'scrypt$16384$8$1$c2FsdA$aGFzaA',
    createdAt: at(0),
  });

const token = (overrides: Partial<AccountToken> = {}): AccountToken => ({
  hash: 'a'.repeat(64),
  purpose: 'password-reset',
  accountId: 'acct-lia',
  createdAt: at(1),
  expiresAt: at(31),
  usedAt: null,
  ...overrides,
});

export function localAccountRepositoryContract(factory: StoreFactory): void {
  describe('LocalAccountRepository', () => {
    let store: ContractStore;
    beforeEach(async () => {
      store = await factory.open();
    });
    afterEach(async () => {
      await factory.close?.(store);
    });

    it('reads back a stored account by e-mail and by id, and null for unknown ones', async () => {
      const stored = account('lia@classroom.test');
      await store.localAccounts.insert(stored);
      expect((await store.localAccounts.findByEmail(stored.email))?.toProps()).toEqual(
        stored.toProps(),
      );
      expect((await store.localAccounts.findById(stored.id))?.toProps()).toEqual(stored.toProps());
      expect(await store.localAccounts.findByEmail('nobody@classroom.test' as Email)).toBeNull();
      expect(await store.localAccounts.findById('missing')).toBeNull();
    });

    it('refuses a second account with the same e-mail', async () => {
      await store.localAccounts.insert(account('lia@classroom.test'));
      await expect(
        store.localAccounts.insert(account('lia@classroom.test', 'acct-other')),
      ).rejects.toBeInstanceOf(EmailTakenError);
    });

    it('writes the hash, the verification and the last sign-in, and deletes by id', async () => {
      const stored = account('lia@classroom.test');
      await store.localAccounts.insert(stored);
      stored.changePasswordHash('scrypt$new');
      stored.verifyEmail(at(5));
      stored.recordSignIn(at(6));
      await store.localAccounts.update(stored);
      const read = await store.localAccounts.findById(stored.id);
      expect(read?.toProps()).toEqual(stored.toProps());
      expect(read?.emailVerified).toBe(true);
      await store.localAccounts.delete(stored.id);
      expect(await store.localAccounts.findByEmail(stored.email)).toBeNull();
    });
  });

  describe('AccountTokenRepository', () => {
    let store: ContractStore;
    beforeEach(async () => {
      store = await factory.open();
    });
    afterEach(async () => {
      await factory.close?.(store);
    });

    it('reads a token back by its hash', async () => {
      await store.accountTokens.insert(token());
      expect(await store.accountTokens.findByHash('a'.repeat(64))).toEqual(token());
      expect(await store.accountTokens.findByHash('b'.repeat(64))).toBeNull();
    });

    it('lets exactly one of many racing callers use a token', async () => {
      await store.accountTokens.insert(token());
      const outcomes = await Promise.all(
        Array.from({ length: 8 }, () => store.accountTokens.use('a'.repeat(64), at(2))),
      );
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      expect((await store.accountTokens.findByHash('a'.repeat(64)))?.usedAt).toEqual(at(2));
      expect(await store.accountTokens.use('c'.repeat(64), at(2))).toBe(false);
    });

    it('counts recent tokens per account and purpose, and ends or deletes them', async () => {
      await store.accountTokens.insert(token({ hash: '1'.repeat(64), createdAt: at(1) }));
      await store.accountTokens.insert(token({ hash: '2'.repeat(64), createdAt: at(10) }));
      await store.accountTokens.insert(
        token({ hash: '3'.repeat(64), createdAt: at(10), purpose: 'verify-email' }),
      );
      await store.accountTokens.insert(
        token({ hash: '4'.repeat(64), createdAt: at(10), accountId: 'acct-other' }),
      );
      expect(await store.accountTokens.countSince('acct-lia', 'password-reset', at(5))).toBe(1);
      expect(await store.accountTokens.countSince('acct-lia', 'password-reset', at(0))).toBe(2);

      await store.accountTokens.useAll('acct-lia', 'password-reset', at(20));
      expect((await store.accountTokens.findByHash('2'.repeat(64)))?.usedAt).toEqual(at(20));
      expect((await store.accountTokens.findByHash('3'.repeat(64)))?.usedAt).toBeNull();
      expect((await store.accountTokens.findByHash('4'.repeat(64)))?.usedAt).toBeNull();

      await store.accountTokens.deleteForAccount('acct-lia');
      expect(await store.accountTokens.findByHash('3'.repeat(64))).toBeNull();
      expect(await store.accountTokens.findByHash('4'.repeat(64))).not.toBeNull();
    });
  });
}
