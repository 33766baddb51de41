import { endpointTable } from '@classroom/http-contract';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { fakeApi } from '../test/fake-fetch';
import { ApiError, isApiError } from './api-error';

const { renameThing, exportThings, listThings } = endpointTable({
  renameThing: {
    method: 'PATCH',
    path: '/things/:id/name',
    access: 'signedIn',
    tag: 'admin',
    summary: 'Renames a thing',
    params: z.strictObject({ id: z.string() }),
    query: z.strictObject({ notify: z.enum(['yes', 'no']).optional() }),
    body: z.strictObject({ name: z.string() }),
    answer: { 200: { description: 'The thing', schema: z.strictObject({ name: z.string() }) } },
    errors: ['not_found'],
  },
  exportThings: {
    method: 'GET',
    path: '/things',
    access: 'signedIn',
    tag: 'admin',
    summary: 'The things',
    query: z.strictObject({ format: z.enum(['json', 'csv']).optional() }),
    answer: { 200: { description: 'The things', schema: z.array(z.string()), csv: 'things.csv' } },
    errors: [],
  },
  listThings: {
    method: 'GET',
    path: '/things/listed',
    access: 'public',
    tag: 'admin',
    summary: 'A page of things, the total in X-Total-Count',
    query: z.strictObject({ page: z.coerce.number().int() }),
    answer: { 200: { description: 'The things', schema: z.array(z.string()) } },
    paging: 'total',
    errors: [],
  },
});

describe('ApiClient', () => {
  it('sends cookies and the CSRF header for the website', async () => {
    const { api, calls } = fakeApi({ 'POST /payments': () => ({ body: { insertedId: 'p1' } }) });
    await expect(api.post('/payments', { transactionId: 't' })).resolves.toEqual({
      insertedId: 'p1',
    });
    expect(calls[0].credentials).toBe('include');
    expect(calls[0].headers.get('X-Requested-With')).toBe('gs-classroom');
    expect(calls[0].headers.get('Authorization')).toBeNull();
    expect(calls[0].body).toEqual({ transactionId: 't' });
  });

  it('sends a bearer token for the desktop app, on its base URL', async () => {
    const { api, calls } = fakeApi(
      { 'GET /api/v1/stats': () => ({ body: { totalUsers: 1 } }) },
      { kind: 'bearer', getToken: () => 'tok' },
      'http://server.test',
    );
    await api.get('/api/v1/stats');
    expect(calls[0].url).toBe('http://server.test/api/v1/stats');
    expect(calls[0].headers.get('Authorization')).toBe('Bearer tok');
    expect(calls[0].headers.get('X-Requested-With')).toBeNull();
  });

  it('builds an ApiError from the error body, with its field messages', async () => {
    const { api } = fakeApi({
      'PUT /api/v1/requested/u1': () => ({
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'Check the form',
            fields: { title: 'Title is required' },
          },
        },
      }),
    });
    const failure = api.put('/api/v1/requested/u1', {});
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Check the form',
      fields: { title: 'Title is required' },
    });
  });

  it('turns an unreadable answer into an internal_error', async () => {
    const { api } = fakeApi({ 'GET /x': () => ({ status: 502, body: 'bad gateway' }) });
    await expect(api.get('/x')).rejects.toMatchObject({ status: 502, code: 'internal_error' });
  });

  it('tells the 401 listeners, in one place', async () => {
    const { api } = fakeApi({
      'GET /api/v1/users/a@b.c': () => ({
        status: 401,
        body: { error: { code: 'unauthenticated', message: 'Sign in' } },
      }),
    });
    const heard: string[] = [];
    api.onUnauthorized((error) => heard.push(error.code));
    await expect(api.get('/api/v1/users/a@b.c')).rejects.toMatchObject({ status: 401 });
    expect(heard).toEqual(['unauthenticated']);
  });

  it('reads a page and its X-Total-Count, leaving out empty query values', async () => {
    const { api, calls } = fakeApi({
      'GET /api/v1/all-courses': () => ({
        body: [{ _id: 'a' }],
        headers: { 'X-Total-Count': '7' },
      }),
    });
    const page = await api.getPage('/api/v1/all-courses', { status: 1, search: '', page: 2 });
    expect(page).toEqual({ items: [{ _id: 'a' }], total: 7 });
    expect(calls[0].url).toBe('/api/v1/all-courses?status=1&page=2');
  });

  it('calls an endpoint: its path filled and encoded, its query and body sent, its answer parsed', async () => {
    const { api, calls } = fakeApi({
      'PATCH /things/a b/name': () => ({ body: { name: 'New' } }),
    });
    const answer = await api.call(renameThing, {
      params: { id: 'a b' },
      query: { notify: 'no' },
      body: { name: 'New' },
    });
    expectTypeOf(answer).toEqualTypeOf<{ name: string }>();
    expect(answer).toEqual({ name: 'New' });
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      url: '/things/a%20b/name?notify=no',
      body: { name: 'New' },
    });
    const wrongName = () =>
      // @ts-expect-error: the name is a string
      api.call(renameThing, { params: { id: 'a' }, body: { name: 1 } });
    // @ts-expect-error: the body is required
    const noBody = () => api.call(renameThing, { params: { id: 'a' } });
    expect([wrongName, noBody]).toHaveLength(2);
  });

  it("calls a bare-array list: its items parsed, its total from X-Total-Count or else the items' count", async () => {
    const { api, calls } = fakeApi({
      'GET /things/listed': (request) => ({
        body: ['a', 'b'],
        headers: request.url.endsWith('page=1') ? { 'X-Total-Count': '12' } : undefined,
      }),
    });
    const first = await api.callPage(listThings, { query: { page: 1 } });
    expectTypeOf(first.items).toEqualTypeOf<string[]>();
    expect(first).toEqual({ items: ['a', 'b'], total: 12 });
    expect(await api.callPage(listThings, { query: { page: 2 } })).toEqual({
      items: ['a', 'b'],
      total: 2,
    });
    expect(calls.map((call) => call.url)).toEqual([
      '/things/listed?page=1',
      '/things/listed?page=2',
    ]);
    // @ts-expect-error: only a list that says its total in X-Total-Count
    const notTotal = () => api.callPage(renameThing, { params: { id: 'a' }, body: { name: 'x' } });
    expect(notTotal).toBeTypeOf('function');
  });

  it('refuses an answer its schema does not describe', async () => {
    const { api } = fakeApi({ 'PATCH /things/a/name': () => ({ body: { title: 'New' } }) });
    await expect(
      api.call(renameThing, { params: { id: 'a' }, body: { name: 'New' } }),
    ).rejects.toThrow();
  });

  it("throws an ApiError whose code narrows to the endpoint's codes", async () => {
    const { api } = fakeApi({
      'PATCH /things/a/name': () => ({
        status: 404,
        body: { error: { code: 'not_found', message: 'No such thing' } },
      }),
      'PATCH /things/b/name': () => ({
        status: 409,
        body: { error: { code: 'already_admin', message: 'Not this one' } },
      }),
    });
    const failure = await api
      .call(renameThing, { params: { id: 'a' }, body: { name: 'New' } })
      .catch((error: unknown) => error);
    expect(isApiError(failure, renameThing)).toBe(true);
    if (isApiError(failure, renameThing)) {
      expectTypeOf(failure.code).toEqualTypeOf<
        'not_found' | 'bad_request' | 'unauthenticated' | 'network_error' | 'internal_error'
      >();
      expect(failure).toMatchObject({ status: 404, code: 'not_found', message: 'No such thing' });
    }
    const undeclared = await api
      .call(renameThing, { params: { id: 'b' }, body: { name: 'New' } })
      .catch((error: unknown) => error);
    expect(isApiError(undeclared)).toBe(true);
    expect(isApiError(undeclared, renameThing)).toBe(false);
  });

  it('downloads the CSV an endpoint also answers', async () => {
    const { api, calls } = fakeApi({
      'GET /things': () => ({ body: 'a,b', headers: { 'Content-Type': 'text/csv' } }),
    });
    // The fake server writes every body as JSON: the text is the quoted string.
    expect(await api.csv(exportThings, { query: { format: 'csv' } })).toBe('"a,b"');
    expect(calls[0]!.url).toBe('/things?format=csv');
    expect(calls[0]!.headers.get('Accept')).toBe('text/csv, application/json');
  });
});
