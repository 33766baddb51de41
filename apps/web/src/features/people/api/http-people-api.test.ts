import type { TableUserWire } from '@classroom/http-contract';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { createHttpPeopleApi } from './http-people-api';

function peopleServer(answers: Parameters<typeof fakeServer>[0]) {
  const { client, calls } = fakeServer(answers);
  return { api: createHttpPeopleApi(client), calls };
}

describe('createHttpPeopleApi', () => {
  it('asks for a users page with only the filters set and maps the table row', async () => {
    const user: TableUserWire = {
      _id: 'u1',
      displayName: 'Sam',
      photoURL: '',
      email: 'sam@classroom.test',
      role: 'user',
      status: '',
      category: '',
      experience: '',
      title: '',
      suspended: true,
      lastDecision: null,
    };
    const { api, calls } = peopleServer({
      'GET /api/v1/admin/users?page=2&limit=10&q=sam&state=suspended': {
        body: [user],
        headers: { 'X-Total-Count': '21' },
      },
    });
    const result = await api.listPeople(2, 10, { q: 'sam', role: undefined, state: 'suspended' });
    expect(calls[0]?.url).toBe('/api/v1/admin/users?page=2&limit=10&q=sam&state=suspended');
    expect(result).toMatchObject({ page: 2, pages: 3, total: 21 });
    expect(result.items[0]).toMatchObject({ id: 'u1', status: 'none', suspended: true });
  });

  it('suspends, reactivates and demotes on the editorial routes with an empty body', async () => {
    const { api, calls } = peopleServer({
      'PATCH /api/v1/admin/users/u1/suspend': { body: { modifiedCount: 1 } },
      'PATCH /api/v1/admin/users/u1/reactivate': { body: { modifiedCount: 1 } },
      'PATCH /api/v1/admin/users/u2/demote': {
        status: 409,
        body: { error: { code: 'last_admin', message: 'The last admin cannot be demoted.' } },
      },
    });
    await api.suspendUser('u1', { reason: 'Spam', checklist: [] });
    await api.reactivateUser('u1');
    await expect(api.demoteAdmin('u2')).rejects.toMatchObject({
      code: 'last_admin',
      message: 'The last admin cannot be demoted.',
    });
    expect(calls.map((call) => call.body)).toEqual([{ reason: 'Spam', checklist: [] }, {}, {}]);
  });

  it('asks for applications pending first', async () => {
    const { api, calls } = peopleServer({
      'GET /api/v1/admin/applications?page=1&limit=10&pendingFirst=true': {
        body: [],
        headers: { 'X-Total-Count': '0' },
      },
    });
    const result = await api.listApplications(1, 10, { pendingFirst: true });
    expect(calls).toHaveLength(1);
    expect(result).toMatchObject({ items: [], pages: 1, total: 0 });
  });
});
