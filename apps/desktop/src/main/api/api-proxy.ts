import type { ApiRequest, ApiResponse } from '../../shared/ipc-channels';

/** Headers the page may set; everything else (Authorization, Cookie, Host ...) is ours. */
const PAGE_HEADERS = new Set(['accept', 'content-type', 'x-requested-with']);
/** Headers the page may read back. */
const ANSWER_HEADERS = ['content-type', 'x-total-count', 'retry-after'];
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

export interface ApiProxyDeps {
  serverUrl: () => string | null;
  accessToken: () => Promise<string | null>;
  fetch?: typeof fetch;
  /** Told whether the server answered, for the offline banner. */
  onReachability?: (reachable: boolean) => void;
}

/** A network failure, reported to the page as status 0 (the page turns it into a fetch error). */
export const UNREACHABLE: ApiResponse = { status: 0, headers: {}, body: '' };

/**
 * The page's API calls, made by the main process: only to the configured server, only under
 * /api/ and the payment routes, with the bearer token added here so the page never holds it.
 */
export function createApiProxy(deps: ApiProxyDeps): (request: ApiRequest) => Promise<ApiResponse> {
  const fetchImpl = deps.fetch ?? fetch;
  return async (request) => {
    const serverUrl = deps.serverUrl();
    if (!serverUrl)
      return { status: 400, headers: {}, body: errorBody('No server is configured.') };
    const url = apiUrl(serverUrl, request.path);
    const method = String(request.method).toUpperCase();
    if (!url || !METHODS.has(method)) {
      return {
        status: 400,
        headers: { 'content-type': 'application/json' },
        body: errorBody('This request is not allowed from the desktop app.'),
      };
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers ?? {})) {
      if (PAGE_HEADERS.has(name.toLowerCase()) && typeof value === 'string')
        headers.set(name, value);
    }
    const token = await deps.accessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method,
        headers,
        body: typeof request.body === 'string' && method !== 'GET' ? request.body : undefined,
        redirect: 'manual',
      });
    } catch {
      deps.onReachability?.(false);
      return UNREACHABLE;
    }
    deps.onReachability?.(true);
    const answerHeaders: Record<string, string> = {};
    for (const name of ANSWER_HEADERS) {
      const value = response.headers.get(name);
      if (value !== null) answerHeaders[name] = value;
    }
    return { status: response.status, headers: answerHeaders, body: await response.text() };
  };
}

/** Paths of the server's API the desktop may call; sign-in pages and the IdP are not among them. */
const API_PREFIXES = [
  '/api/',
  '/jwt',
  '/payments',
  '/create-payment-intent',
  '/enroll/',
  '/test-processor/',
];

export function apiUrl(serverUrl: string, path: string): string | null {
  if (
    typeof path !== 'string' ||
    !path.startsWith('/') ||
    path.startsWith('//') ||
    path.includes('\\')
  ) {
    return null;
  }
  const base = new URL(serverUrl);
  const url = new URL(path, base);
  if (url.origin !== base.origin) return null;
  if (!API_PREFIXES.some((prefix) => url.pathname === prefix || url.pathname.startsWith(prefix)))
    return null;
  return url.href;
}

function errorBody(message: string): string {
  return JSON.stringify({ error: { code: 'bad_request', message } });
}
