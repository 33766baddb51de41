const SITE = 'http://site.invalid';

/**
 * A path on this site to go back to; anything else (another host, a scheme) becomes '/'.
 * The path is judged after the URL parser has normalised it, as a browser will: `/./\/x`
 * and `/%2e/..//x` must not survive as a protocol-relative `//x`.
 */
export function safeReturnPath(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > 2048) return '/';
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return '/';
  if ([...raw].some((c) => c < ' ')) return '/';
  let url: URL;
  try {
    url = new URL(raw, SITE);
  } catch {
    return '/';
  }
  if (url.origin !== SITE) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') ? '/' : path;
}

/** Adds `?auth=...` (or `&auth=...`) so the website shows its toast once. */
export function withAuthOutcome(path: string, outcome: 'signed-in' | 'registered'): string {
  const url = new URL(path, SITE);
  url.searchParams.set('auth', outcome);
  return `${url.pathname}${url.search}${url.hash}`;
}
