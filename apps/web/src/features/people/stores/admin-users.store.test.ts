import { beforeEach, describe, expect, it } from 'vitest';
import { aUser, FakePeopleApi } from '../testing/fake-people-api';
import { AdminUsersStore } from './admin-users.store';

describe('AdminUsersStore', () => {
  let api: FakePeopleApi;
  let store: AdminUsersStore;

  beforeEach(() => {
    api = new FakePeopleApi();
    api.users = Array.from({ length: 23 }, (_, index) => aUser(index + 1));
    store = new AdminUsersStore(api);
  });

  it('holds only the requested page of users', async () => {
    await store.load(1);
    expect(store.status).toBe('ready');
    expect(store.rows.map((user) => user.id)).toEqual(
      Array.from({ length: 10 }, (_, index) => `user-${index + 1}`),
    );
    expect(store.total).toBe(23);
    expect(store.pages).toBe(3);
    expect(store.hasPrevious).toBe(false);
    expect(store.hasNext).toBe(true);
  });

  it('moves forward and back between pages and stops at the ends', async () => {
    await store.load(1);
    await store.next();
    await store.next();
    expect(store.page).toBe(3);
    expect(store.rows.map((user) => user.id)).toEqual(['user-21', 'user-22', 'user-23']);
    await store.next();
    expect(store.page).toBe(3);
    await store.previous();
    expect(store.page).toBe(2);
    expect(store.rows[0]?.id).toBe('user-11');
  });

  it('shows the user as admin once the server made them one', async () => {
    await store.load(1);
    await store.makeAdmin('user-2');
    expect(store.items.get('user-2')?.role).toBe('admin');
    expect(api.users[1]?.role).toBe('admin');
  });

  it('leaves the role alone when the promotion fails', async () => {
    await store.load(1);
    api.failNext = new Error('offline');
    await expect(store.makeAdmin('user-4')).rejects.toThrow('offline');
    expect(store.items.get('user-4')?.role).toBe('user');
  });

  it('asks the server for the filters and starts again at the first page', async () => {
    api.users[4] = aUser(5, { suspended: true });
    api.users[14] = aUser(15, { suspended: true });
    await store.load(2);
    await store.filter({ state: 'suspended' });
    expect(store.page).toBe(1);
    expect(store.rows.map((user) => user.id)).toEqual(['user-5', 'user-15']);
    await store.filter({ q: '15' });
    expect(store.rows.map((user) => user.id)).toEqual(['user-15']);
    expect(store.filters).toEqual({ sort: 'oldest', state: 'suspended', q: '15' });
  });

  it('keeps only the answer to the latest filters', async () => {
    const stale = store.filter({ q: 'User 1' });
    const latest = store.filter({ q: 'User 23' });
    await Promise.all([stale, latest]);
    expect(store.rows.map((user) => user.id)).toEqual(['user-23']);
  });

  it('suspends and reactivates an account', async () => {
    await store.load(1);
    await store.suspend('user-3', { reason: 'Spam', checklist: [] });
    expect(store.items.get('user-3')?.suspended).toBe(true);
    await store.reactivate('user-3');
    expect(store.items.get('user-3')?.suspended).toBe(false);
    expect(api.users[2]?.suspended).toBe(false);
  });

  it('demotes an admin while another remains, and never the last one', async () => {
    api.users[0] = aUser(1, { role: 'admin' });
    api.users[1] = aUser(2, { role: 'admin' });
    await store.load(1);
    await store.demote('user-2');
    expect(store.items.get('user-2')?.role).toBe('user');
    await expect(store.demote('user-1')).rejects.toMatchObject({ code: 'last_admin' });
    expect(store.items.get('user-1')?.role).toBe('admin');
  });

  it('reports a failed load', async () => {
    api.failNext = new Error('offline');
    await expect(store.load(1)).rejects.toThrow('offline');
    expect(store.status).toBe('failed');
  });
});
