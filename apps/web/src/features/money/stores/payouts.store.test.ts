import { describe, expect, it } from 'vitest';
import type { EarningsWire } from '@classroom/http-contract';
import type { MoneyApi } from '../api/money-api';
import { AdminPayoutsStore, MyPayoutsStore } from './payouts.store';

const earnings: EarningsWire = {
  instructorId: 'i1',
  pendingCents: 0,
  availableCents: 1200,
  lifetimeCents: 1200,
  paidOutCents: 0,
  instructorShare: 0.7,
  holdDays: 30,
};

/** The payout lists' calls, recorded and answered with an empty page. */
function recordingApi(asked: unknown[]): MoneyApi {
  const empty = { items: [], page: 1, pages: 1, total: 0 };
  const api: Partial<MoneyApi> = {
    payouts: async (page, filters) => {
      asked.push({ page, ...filters });
      return empty;
    },
    myPayouts: async (page, filters) => {
      asked.push({ page, ...filters });
      return empty;
    },
    earningsOf: async () => earnings,
  };
  return api as MoneyApi;
}

describe('payout stores', () => {
  it('keeps the search and order when an admin chooses an instructor, and shows their balance', async () => {
    const asked: unknown[] = [];
    const store = new AdminPayoutsStore(recordingApi(asked));
    await store.filter({ q: 'wire', sort: 'amount-desc' });
    await store.choose('i1');
    expect(asked).toEqual([
      { page: 1, q: 'wire', sort: 'amount-desc' },
      { page: 1, q: 'wire', sort: 'amount-desc', instructorId: 'i1' },
    ]);
    expect(store.instructorId).toBe('i1');
    expect(store.earnings).toBe(earnings);
  });

  it("asks for the instructor's own payouts with the filters", async () => {
    const asked: unknown[] = [];
    const store = new MyPayoutsStore(recordingApi(asked));
    await store.filter({ sort: 'oldest' });
    expect(asked).toEqual([{ page: 1, sort: 'oldest' }]);
  });
});
