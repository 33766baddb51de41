import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EmailTakenError, LocalAccount, type Email, type HttpUrl } from '../src/index';
import type { ContractStore, StoreFactory } from './store.contract';

const account = (email: string) =>
  LocalAccount.register({
    email: email as Email,
    displayName: 'Lia Local',
    photoURL: '/demo/people/lia.svg' as HttpUrl,
    passwordHash: 'scrypt$16384$8$1$c2FsdA$aGFzaA',
    createdAt: new Date(Date.UTC(2026, 4, 2, 7, 6, 5, 4)),
  });

export function localAccountRepositoryContract(factory: StoreFactory): void {
  describe('LocalAccountRepository', () => {
    let store: ContractStore;
    beforeEach(async () => {
      store = await factory.open();
      if (!store.localAccounts) throw new Error('this store keeps no local accounts');
    });
    afterEach(async () => {
      await factory.close?.(store);
    });

    it('reads back a stored account by e-mail, and null for an unknown one', async () => {
      const stored = account('lia@classroom.test');
      await store.localAccounts!.insert(stored);
      expect((await store.localAccounts!.findByEmail(stored.email))?.toProps()).toEqual(
        stored.toProps(),
      );
      expect(await store.localAccounts!.findByEmail('nobody@classroom.test' as Email)).toBeNull();
    });

    it('refuses a second account with the same e-mail', async () => {
      await store.localAccounts!.insert(account('lia@classroom.test'));
      await expect(
        store.localAccounts!.insert(account('lia@classroom.test')),
      ).rejects.toBeInstanceOf(EmailTakenError);
    });
  });
}
