import { describe, expect, it } from 'vitest';
import type { OutboxApi, OutboxEntry, OutboxFilters, OutboxMessage } from '../api/outbox-api';
import { OutboxStore } from './outbox.store';

function anEntry(n: number): OutboxEntry {
  return {
    id: `mail-${n}`,
    kind: 'course-approved',
    recipient: `person${n}@classroom.test`,
    subject: `Subject ${n}`,
    status: 'kept',
    attempts: 1,
    lastError: null,
    createdAt: '2026-01-15T10:00:00.000Z',
    sentAt: null,
  };
}

/** 45 messages, newest first, 20 a page, as the server pages them. */
class FakeOutboxApi implements OutboxApi {
  entries = Array.from({ length: 45 }, (_, index) => anEntry(45 - index));
  failRead = false;

  asked: OutboxFilters[] = [];

  /** The server's search, as far as these entries tell: status and order only. */
  async listOutbox(page: number, filters: OutboxFilters = {}) {
    this.asked.push(filters);
    const matching = this.entries.filter(
      (entry) => !filters.status || entry.status === filters.status,
    );
    if (filters.sort === 'oldest') matching.reverse();
    return {
      items: matching.slice((page - 1) * 20, page * 20),
      page,
      pages: Math.ceil(matching.length / 20),
      total: matching.length,
    };
  }

  async readOutboxMessage(id: string): Promise<OutboxMessage> {
    if (this.failRead) throw new Error('gone');
    const entry = this.entries.find((candidate) => candidate.id === id)!;
    return { ...entry, text: `Text of ${id}`, html: `<p>${id}</p>` };
  }
}

describe('OutboxStore', () => {
  it('holds one page, newest first, and moves between pages within the ends', async () => {
    const store = new OutboxStore(new FakeOutboxApi());

    await store.load(1);
    expect(store).toMatchObject({ status: 'ready', page: 1, pages: 3, total: 45 });
    expect(store.rows[0]?.id).toBe('mail-45');
    await store.next();
    await store.next();
    await store.next();
    expect(store.page).toBe(3);
    expect(store.rows.map((entry) => entry.id)).toEqual([
      'mail-5',
      'mail-4',
      'mail-3',
      'mail-2',
      'mail-1',
    ]);
    await store.previous();
    expect(store.page).toBe(2);
  });

  it('asks the server for the filters set, from the first page again', async () => {
    const api = new FakeOutboxApi();
    api.entries[0] = { ...api.entries[0]!, status: 'failed' };
    const store = new OutboxStore(api);
    await store.load(2);

    await store.filter({ q: 'course', status: 'failed' });
    expect(store).toMatchObject({ page: 1, total: 1 });
    expect(store.rows.map((entry) => entry.id)).toEqual(['mail-45']);
    await store.filter({ status: undefined, sort: 'oldest' });
    expect(store.rows[0]?.id).toBe('mail-1');
    expect(api.asked.at(-1)).toEqual({ q: 'course', status: undefined, sort: 'oldest' });
  });

  it('opens a message to read and closes it', async () => {
    const store = new OutboxStore(new FakeOutboxApi());
    await store.load(1);

    const reading = store.read('mail-44');
    expect(store.readingId).toBe('mail-44');
    expect(store.reading).toBeNull();
    await reading;
    expect(store.reading).toMatchObject({ id: 'mail-44', text: 'Text of mail-44' });
    store.closeMessage();
    expect(store.readingId).toBeNull();
  });

  it('closes the reader again when the message cannot be read', async () => {
    const api = new FakeOutboxApi();
    api.failRead = true;
    const store = new OutboxStore(api);

    await expect(store.read('mail-1')).rejects.toThrow('gone');
    expect(store.readingId).toBeNull();
  });
});
