import { describe, expect, it } from 'vitest';
import type { AuditApi, AuditEntry, AuditFilter } from '../api/audit-api';
import { AuditLogStore } from './audit-log.store';

function anEntry(n: number): AuditEntry {
  return {
    id: String(n),
    at: '2026-01-15T10:00:00.000Z',
    kind: n % 2 ? 'course-approved' : 'admin-promoted',
    actorId: 'u-admin',
    actorName: 'Ada',
    subjectType: 'course',
    subjectId: `c-${n}`,
    subjectName: `Course ${n}`,
    before: null,
    after: null,
    reason: null,
  };
}

/** 45 entries, 20 a page, filtered by kind as the server filters them. */
class FakeAuditApi implements AuditApi {
  entries = Array.from({ length: 45 }, (_, index) => anEntry(45 - index));
  asked: AuditFilter[] = [];

  async listAudit(filter: AuditFilter, page: number) {
    this.asked.push(filter);
    const matching = this.entries.filter((entry) => !filter.kind || entry.kind === filter.kind);
    return {
      items: matching.slice((page - 1) * 20, page * 20),
      page,
      pages: Math.ceil(matching.length / 20),
      total: matching.length,
    };
  }

  async listAuditPeople() {
    return [{ id: 'u-admin', name: 'Ada' }];
  }
}

describe('AuditLogStore', () => {
  it('pages through the log', async () => {
    const store = new AuditLogStore(new FakeAuditApi());

    await store.load(1);
    expect(store).toMatchObject({ status: 'ready', page: 1, pages: 3, total: 45 });
    await store.next();
    await store.next();
    await store.next();
    expect(store.page).toBe(3);
    expect(store.rows.map((entry) => entry.id)).toEqual(['5', '4', '3', '2', '1']);
  });

  it('applies a filter from the first page, and clears a part with undefined', async () => {
    const api = new FakeAuditApi();
    const store = new AuditLogStore(api);
    await store.load(2);

    await store.applyFilter({ kind: 'admin-promoted', person: 'u-admin' });
    expect(store).toMatchObject({ page: 1, total: 22 });
    expect(store.rows.every((entry) => entry.kind === 'admin-promoted')).toBe(true);

    await store.applyFilter({ kind: undefined });
    expect(api.asked.at(-1)).toEqual({ person: 'u-admin', kind: undefined });
    expect(store.total).toBe(45);
  });

  it('loads the people for the person filter', async () => {
    const store = new AuditLogStore(new FakeAuditApi());
    await store.loadPeople();
    expect(store.people).toEqual([{ id: 'u-admin', name: 'Ada' }]);
  });
});
