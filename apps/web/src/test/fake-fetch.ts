import { ApiClient, type AuthTransport } from '../lib/api-client';

export interface Recorded {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export type Handler = (request: Recorded) => {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
};

/** A fetch that answers from a table of "METHOD /path" handlers and records every call. */
export function fakeFetch(handlers: Record<string, Handler>) {
  const calls: Recorded[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const request: Recorded = {
      method,
      url,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
    };
    calls.push(request);
    const path = decodeURIComponent(new URL(url, 'http://site.test').pathname);
    const handler = handlers[`${method} ${path}`];
    if (!handler) {
      return new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }), {
        status: 404,
      });
    }
    const answer = handler(request);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

export function fakeApi(
  handlers: Record<string, Handler>,
  transport: AuthTransport = { kind: 'cookie' },
  baseUrl = '',
) {
  const { fetch, calls } = fakeFetch(handlers);
  return { api: new ApiClient({ baseUrl, transport, fetch }), calls };
}

/** A notifier that keeps what it was asked to show. */
export function recordingNotifier() {
  const shown: { type: string; title: string; description?: string }[] = [];
  return {
    shown,
    notifier: {
      success: (title: string, description?: string) =>
        shown.push({ type: 'success', title, description }),
      error: (title: string, description?: string) =>
        shown.push({ type: 'error', title, description }),
      info: (title: string, description?: string) =>
        shown.push({ type: 'info', title, description }),
    },
  };
}

export function fakeNavigator(path = '/') {
  const visited: string[] = [];
  return {
    visited,
    navigator: { assign: (url: string) => void visited.push(url), currentPath: () => path },
  };
}
