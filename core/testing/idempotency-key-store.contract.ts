import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IdempotencyKeyInProgressError, idempotencyClaim } from '../src/index';
import type { ContractStore, StoreFactory } from './store.contract';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const DAY = 24 * 60 * 60_000;
const name = { owner: 'ivan@example.com', route: 'addCourse', key: 'key-1' };

export function idempotencyKeyStoreContract(factory: StoreFactory): void {
  describe('IdempotencyKeyStore', () => {
    let store: ContractStore;
    beforeEach(async () => {
      store = await factory.open();
    });
    afterEach(async () => {
      await factory.close?.(store);
    });

    it('finds no record of a key never used', async () => {
      expect(await store.idempotencyKeys.find(name, NOW)).toBeNull();
    });

    it('keeps a claimed key, then its answer', async () => {
      const claim = idempotencyClaim(name, 'f'.repeat(64), NOW);
      await store.idempotencyKeys.claim(claim);
      expect(await store.idempotencyKeys.find(name, NOW)).toEqual({ ...claim, answer: null });

      const answer = { status: 201, body: '{"insertedId":"c-1"}' };
      await store.idempotencyKeys.saveAnswer(name, answer);
      expect(await store.idempotencyKeys.find(name, NOW)).toEqual({ ...claim, answer });
    });

    it('keeps a key claimed together with its answer', async () => {
      const answer = { status: 200, body: '{"modifiedCount":1}' };
      await store.idempotencyKeys.claim(idempotencyClaim(name, 'a', NOW), answer);
      expect((await store.idempotencyKeys.find(name, NOW))?.answer).toEqual(answer);
    });

    it('refuses a second claim of a live key as in progress, and keeps the first', async () => {
      await store.idempotencyKeys.claim(idempotencyClaim(name, 'first', NOW));
      await expect(
        store.idempotencyKeys.claim(idempotencyClaim(name, 'second', NOW)),
      ).rejects.toBeInstanceOf(IdempotencyKeyInProgressError);
      expect((await store.idempotencyKeys.find(name, NOW))?.fingerprint).toBe('first');
    });

    it("keeps one owner's key apart from another's, one route's from another's, and compares keys exactly", async () => {
      await store.idempotencyKeys.claim(idempotencyClaim(name, 'mine', NOW));
      const others = [
        { ...name, owner: 'rita@example.com' },
        { ...name, route: 'createPaymentIntent' },
        { ...name, key: 'KEY-1' },
      ];
      for (const other of others) {
        expect(await store.idempotencyKeys.find(other, NOW)).toBeNull();
        await store.idempotencyKeys.claim(idempotencyClaim(other, 'theirs', NOW));
        expect((await store.idempotencyKeys.find(other, NOW))?.fingerprint).toBe('theirs');
      }
      expect((await store.idempotencyKeys.find(name, NOW))?.fingerprint).toBe('mine');
    });

    it('forgets a key after a day: it is not found, and a new claim takes it over', async () => {
      await store.idempotencyKeys.claim(idempotencyClaim(name, 'old', NOW), {
        status: 201,
        body: '{}',
      });
      const later = new Date(NOW.getTime() + DAY);
      expect(await store.idempotencyKeys.find(name, new Date(later.getTime() - 1))).not.toBeNull();
      expect(await store.idempotencyKeys.find(name, later)).toBeNull();

      await store.idempotencyKeys.claim(idempotencyClaim(name, 'new', later));
      expect(await store.idempotencyKeys.find(name, later)).toMatchObject({
        fingerprint: 'new',
        answer: null,
      });
    });
  });
}
