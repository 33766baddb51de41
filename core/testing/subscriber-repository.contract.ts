import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Email } from '../src/index';
import type { ContractStore, StoreFactory } from './store.contract';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));

export function subscriberRepositoryContract(factory: StoreFactory): void {
  describe('SubscriberRepository', () => {
    let store: ContractStore;
    beforeEach(async () => {
      store = await factory.open();
    });
    afterEach(async () => {
      await factory.close?.(store);
    });

    it('keeps each address once, with when it first subscribed, oldest first', async () => {
      const bea = 'bea@example.com' as Email;
      const ann = 'ann@example.com' as Email;
      expect(await store.subscribers.add({ email: bea, subscribedAt: at(1) })).toBe(true);
      expect(await store.subscribers.add({ email: ann, subscribedAt: at(2) })).toBe(true);
      expect(await store.subscribers.add({ email: bea, subscribedAt: at(3) })).toBe(false);

      expect(await store.subscribers.list()).toEqual([
        { email: bea, subscribedAt: at(1) },
        { email: ann, subscribedAt: at(2) },
      ]);
    });

    it('keeps an address once when it subscribes many times at once', async () => {
      const email = 'cy@example.com' as Email;
      const added = await Promise.all(
        Array.from({ length: 5 }, () => store.subscribers.add({ email, subscribedAt: at(1) })),
      );
      expect(added.filter(Boolean)).toHaveLength(1);
      expect(await store.subscribers.list()).toHaveLength(1);
    });
  });
}
