import type { DesktopBridge } from '../shared/ipc-channels';

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * The `fetch` the web UI's API client uses in the desktop app. Calls to the server go to the
 * main process, which adds the bearer token; the page itself has no network access. The
 * identity routes are the desktop's own: the session is the desktop sign-in, and signing out
 * forgets the desktop tokens.
 */
export function createDesktopFetch(bridge: DesktopBridge, serverUrl: string): typeof fetch {
  const server = new URL(serverUrl);
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== server.origin)
      throw new TypeError(`Refused: ${url.origin} is not the server.`);
    const path = url.pathname + url.search;
    const method = request.method.toUpperCase();

    if (url.pathname === '/auth/session' && method === 'GET') {
      return jsonResponse({ user: await bridge.getSession() });
    }
    if (url.pathname === '/auth/logout' && method === 'POST') {
      await bridge.signOut();
      return jsonResponse({ endSessionUrl: null });
    }

    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const body = method === 'GET' || method === 'HEAD' ? undefined : await request.text();
    const answer = await bridge.apiRequest({ method, path, headers, body: body || undefined });
    if (answer.status === 0) throw new TypeError('Failed to fetch');
    return new Response(NULL_BODY_STATUSES.has(answer.status) ? null : answer.body, {
      status: answer.status,
      headers: answer.headers,
    });
  };
}
