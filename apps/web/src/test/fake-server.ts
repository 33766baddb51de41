import { createApiClient, type ApiClient } from '../lib/api-client';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/**
 * A server that answers each "METHOD url" (the query included) from a table, and records what
 * it was asked; anything else is a 404.
 */
export function fakeServer(
  answers: Record<string, { status?: number; body: unknown; headers?: Record<string, string> }>,
): { client: ApiClient; calls: Call[] } {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${url}`];
    if (!answer)
      return new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }), {
        status: 404,
      });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  };
  const client = createApiClient({ baseUrl: '', transport: { kind: 'cookie' }, fetch });
  return { client, calls };
}
