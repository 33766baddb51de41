import { describe, expect, it } from 'vitest';
import type { BellNotification, HeaderApi, NotificationsPage } from '../api/header-api';
import { NotificationsStore } from './notifications.store';

function a(id: string, read: boolean): BellNotification {
  return {
    id,
    kind: 'course-approved',
    title: `Course ${id} was approved`,
    reason: null,
    path: `/teacher-dashboard/details/${id}`,
    createdAt: '2026-03-01T10:00:00.000Z',
    read,
  };
}

/** A server keeping the notifications; records what was marked read. */
function fakeServer(initial: BellNotification[]) {
  const marked: (string[] | 'all')[] = [];
  let failMarking = false;
  const items = initial.map((item) => ({ ...item }));
  const page = (): NotificationsPage => ({
    notifications: items.map((item) => ({ ...item })),
    unread: items.filter((item) => !item.read).length,
  });
  const api: HeaderApi = {
    search: () => Promise.reject(new Error('unused')),
    notifications: () => Promise.resolve(page()),
    markRead(ids) {
      if (failMarking) return Promise.reject(new Error('offline'));
      marked.push(ids ?? 'all');
      for (const item of items) if (!ids || ids.includes(item.id)) item.read = true;
      return Promise.resolve();
    },
  };
  return { api, marked, failNextMarks: () => (failMarking = true) };
}

describe('NotificationsStore', () => {
  it('lists the notifications with the unread count', async () => {
    const store = new NotificationsStore(fakeServer([a('n2', false), a('n1', true)]).api);
    await store.load();
    expect(store.status).toBe('ready');
    expect(store.notifications.map((item) => item.id)).toEqual(['n2', 'n1']);
    expect(store.unread).toBe(1);
  });

  it('opening an unread one marks it read and gives its page', async () => {
    const server = fakeServer([a('n2', false), a('n1', false)]);
    const store = new NotificationsStore(server.api);
    await store.load();
    await expect(store.open('n2')).resolves.toBe('/teacher-dashboard/details/n2');
    expect(server.marked).toEqual([['n2']]);
    expect(store.unread).toBe(1);
    expect(store.notifications[0]?.read).toBe(true);
  });

  it('opening a read one tells the server nothing', async () => {
    const server = fakeServer([a('n1', true)]);
    const store = new NotificationsStore(server.api);
    await store.load();
    await expect(store.open('n1')).resolves.toBe('/teacher-dashboard/details/n1');
    expect(server.marked).toEqual([]);
  });

  it('marks all read', async () => {
    const server = fakeServer([a('n2', false), a('n1', false)]);
    const store = new NotificationsStore(server.api);
    await store.load();
    await store.markAllRead();
    expect(server.marked).toEqual(['all']);
    expect(store.unread).toBe(0);
    expect(store.notifications.every((item) => item.read)).toBe(true);
  });

  it('shows the server again when marking all read fails', async () => {
    const server = fakeServer([a('n1', false)]);
    const store = new NotificationsStore(server.api);
    await store.load();
    server.failNextMarks();
    await expect(store.markAllRead()).rejects.toThrow('offline');
    expect(store.unread).toBe(1);
    expect(store.notifications[0]?.read).toBe(false);
  });

  it('reports a failed load with a readable message', async () => {
    const store = new NotificationsStore({
      search: () => Promise.reject(new Error('unused')),
      notifications: () => Promise.reject(new TypeError('boom')),
      markRead: () => Promise.resolve(),
    });
    await store.load();
    expect(store.status).toBe('failed');
    expect(store.error).toBe('The notifications cannot be loaded.');
  });

  it("forgets one person's notifications as soon as another signs in", async () => {
    let answer: (page: NotificationsPage) => void = () => {};
    const store = new NotificationsStore({
      search: () => Promise.reject(new Error('unused')),
      notifications: () => new Promise((resolve) => (answer = resolve)),
      markRead: () => Promise.resolve(),
    });
    const first = store.showFor('ada');
    answer({ notifications: [a('n1', false)], unread: 1 });
    await first;
    const second = store.showFor('grace');
    expect(store.notifications).toEqual([]);
    expect(store.unread).toBe(0);
    expect(store.status).toBe('loading');
    answer({ notifications: [], unread: 0 });
    await second;
    expect(store.status).toBe('ready');
  });
});
