import { describe, expect, it } from 'vitest';
import { apiUrl, createApiProxy } from './api-proxy';

const SERVER = 'https://classroom.example.org';

function recordingFetch(answer: () => Response | Promise<Response>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

describe('apiUrl', () => {
  it('accepts the API routes of the configured server', () => {
    expect(apiUrl(SERVER, '/api/v1/users/a%40b.c')).toBe(`${SERVER}/api/v1/users/a%40b.c`);
    expect(apiUrl(SERVER, '/api/v1/all-courses?search=web')).toBe(
      `${SERVER}/api/v1/all-courses?search=web`,
    );
  });

  it('refuses other hosts, the sign-in pages and escapes from /api', () => {
    for (const path of [
      '//evil.example/api/v1/users',
      'https://evil.example/api/',
      '/auth/session',
      '/idp/token',
      '/api/../auth/logout',
      '/api/%2e%2e/idp',
      '\\\\evil.example/api',
      'api/v1/users',
    ]) {
      expect(apiUrl(SERVER, path), path).toBeNull();
    }
  });
});

describe('the API proxy', () => {
  it('adds the bearer token and keeps only the headers the page may set', async () => {
    const { calls, fetchImpl } = recordingFetch(
      () =>
        new Response('[]', {
          status: 200,
          headers: {
            'Content-Type': 'application/json',
            'X-Total-Count': '7',
            'Set-Cookie': 'a=b',
          },
        }),
    );
    const proxy = createApiProxy({
      serverUrl: () => SERVER,
      accessToken: async () => 'token-1',
      fetch: fetchImpl,
    });
    const answer = await proxy({
      method: 'get',
      path: '/api/v1/courses?status=1',
      headers: { Accept: 'application/json', Authorization: 'Bearer forged', Cookie: 'session=x' },
    });
    expect(answer).toEqual({
      status: 200,
      headers: { 'content-type': 'application/json', 'x-total-count': '7' },
      body: '[]',
    });
    const headers = calls[0]!.init.headers as Headers;
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('Cookie')).toBeNull();
    expect(calls[0]!.init.redirect).toBe('manual');
  });

  it('refuses a path outside the API without calling the server', async () => {
    const { calls, fetchImpl } = recordingFetch(() => new Response('{}'));
    const proxy = createApiProxy({
      serverUrl: () => SERVER,
      accessToken: async () => 't',
      fetch: fetchImpl,
    });
    const answer = await proxy({ method: 'GET', path: '//evil.example/api/', headers: {} });
    expect(answer.status).toBe(400);
    expect(calls).toHaveLength(0);
  });

  it('reports an unreachable server as status 0 and tells the connectivity monitor', async () => {
    const reports: boolean[] = [];
    const proxy = createApiProxy({
      serverUrl: () => SERVER,
      accessToken: async () => null,
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as unknown as typeof fetch,
      onReachability: (reachable) => reports.push(reachable),
    });
    expect((await proxy({ method: 'GET', path: '/api/v1/config', headers: {} })).status).toBe(0);
    expect(reports).toEqual([false]);
  });
});
