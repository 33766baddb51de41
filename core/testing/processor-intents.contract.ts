import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProcessorIntentRecord, ProcessorIntentRepository } from '../src/index';

/** Gives a fresh, empty store of processor intents for each test, and releases it afterwards. */
export interface ProcessorIntentsFactory {
  open(): Promise<ProcessorIntentRepository>;
  close?(repository: ProcessorIntentRepository): Promise<void>;
}

const created = new Date(Date.UTC(2026, 5, 15, 12, 0, 0, 250));

function record(overrides: Partial<ProcessorIntentRecord> = {}): ProcessorIntentRecord {
  return {
    id: 'pi_first',
    idempotencyKey: 'checkout-u1-c1-4999',
    status: 'requires_payment_method',
    payload: JSON.stringify({ amountCents: 4999, metadata: { priceCents: 4999 } }),
    createdAt: created,
    ...overrides,
  };
}

/** What every ProcessorIntentRepository must do, whatever keeps the intents. */
export function processorIntentsContract(factory: ProcessorIntentsFactory): void {
  describe('ProcessorIntentRepository', () => {
    let intents: ProcessorIntentRepository;
    beforeEach(async () => {
      intents = await factory.open();
    });
    afterEach(async () => {
      await factory.close?.(intents);
    });

    it('reads an intent back as stored, and knows no other', async () => {
      expect(await intents.create(record())).toEqual(record());
      expect(await intents.find('pi_first')).toEqual(record());
      expect(await intents.find('pi_other')).toBeNull();
    });

    it('answers the intent already stored under a key instead of a second one', async () => {
      await intents.create(record());
      const again = await intents.create(record({ id: 'pi_second', payload: '{}' }));
      expect(again).toEqual(record());
      expect(await intents.find('pi_second')).toBeNull();
    });

    it('settles an intent once: a second move from the same status is refused', async () => {
      await intents.create(record());
      const paid = { status: 'succeeded' as const, payload: '{"paid":true}' };
      const outcomes = await Promise.all([
        intents.settle('pi_first', 'requires_payment_method', paid),
        intents.settle('pi_first', 'requires_payment_method', paid),
      ]);
      expect(outcomes.sort()).toEqual([false, true]);
      expect(await intents.find('pi_first')).toEqual(record(paid));
      expect(await intents.settle('pi_missing', 'requires_payment_method', paid)).toBe(false);
    });

    it('forgets unpaid intents created before the cutoff, and keeps paid ones', async () => {
      await intents.create(record());
      await intents.create(record({ id: 'pi_paid', idempotencyKey: 'k2', status: 'succeeded' }));
      const later = new Date(created.getTime() + 1);
      await intents.create(record({ id: 'pi_new', idempotencyKey: 'k3', createdAt: later }));
      await intents.forgetUnpaidBefore(later);
      expect(await intents.find('pi_first')).toBeNull();
      expect((await intents.find('pi_paid'))?.status).toBe('succeeded');
      expect(await intents.find('pi_new')).not.toBeNull();
    });
  });
}
