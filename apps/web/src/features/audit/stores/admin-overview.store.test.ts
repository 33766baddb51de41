import { describe, expect, it } from 'vitest';
import type { AdminOverview, AdminOverviewApi } from '../api/admin-overview-api';
import { AdminOverviewStore } from './admin-overview.store';

const overview: AdminOverview = {
  pending: { applications: 2, courses: 3, revisions: 1, refunds: 0 },
  activity: [],
  days: [
    { day: '2026-03-01', enrollments: 2, revenue: 19.98 },
    { day: '2026-03-02', enrollments: 0, revenue: 0 },
    { day: '2026-03-03', enrollments: 1, revenue: 0.01 },
  ],
  notices: [],
};

function apiAnswering(answer: () => Promise<AdminOverview>): AdminOverviewApi {
  return { adminOverview: answer };
}

describe('AdminOverviewStore', () => {
  it('counts what awaits a decision and totals the days', async () => {
    const store = new AdminOverviewStore(apiAnswering(() => Promise.resolve(overview)));
    await store.load();
    expect(store.status).toBe('ready');
    expect(store.waiting).toBe(6);
    expect(store.totals).toEqual({ enrollments: 3, revenue: 19.99 });
  });

  it('reports a failed load', async () => {
    const store = new AdminOverviewStore(apiAnswering(() => Promise.reject(new Error('offline'))));
    await expect(store.load()).rejects.toThrow('offline');
    expect(store.status).toBe('failed');
    expect(store.waiting).toBe(0);
  });
});
