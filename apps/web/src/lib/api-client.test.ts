import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fake-fetch';
import { ApiError } from './api-error';

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
});
