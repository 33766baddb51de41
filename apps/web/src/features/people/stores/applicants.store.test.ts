import { beforeEach, describe, expect, it } from 'vitest';
import { aUser, FakePeopleApi } from '../testing/fake-people-api';
import { ApplicantsStore } from './applicants.store';

describe('ApplicantsStore', () => {
  let api: FakePeopleApi;
  let store: ApplicantsStore;

  beforeEach(async () => {
    api = new FakePeopleApi();
    api.users = [
      aUser(1),
      aUser(2, { status: 'applied' }),
      aUser(3, { status: 'applied' }),
      aUser(4, { status: 'approved' }),
    ];
    store = new ApplicantsStore(api);
    await store.load(1);
  });

  it('lists the pending requests at first, counted', () => {
    expect(store.rows.map((user) => user.id)).toEqual(['user-2', 'user-3']);
    expect(store.total).toBe(2);
  });

  it('lists every request, pending first, when asked', async () => {
    api.users.push(aUser(5, { status: 'applied' }));
    await store.filter({ state: undefined });
    expect(store.rows.map((user) => user.id)).toEqual(['user-2', 'user-3', 'user-5', 'user-4']);
    expect(store.total).toBe(4);
  });

  it('records the decision on the applicant', async () => {
    await store.approve('user-2');
    await store.reject('user-3', { reason: 'Tell us more about your teaching' });
    expect(store.items.get('user-2')?.status).toBe('approved');
    expect(store.items.get('user-3')?.status).toBe('rejected');
  });

  it('keeps the status when the server refuses', async () => {
    await store.filter({ state: 'approved' });
    await expect(store.approve('user-4')).rejects.toThrow('not pending');
    expect(store.items.get('user-4')?.status).toBe('approved');
  });
});
