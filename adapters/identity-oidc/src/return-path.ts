/** A path on this site to go back to; anything else (another host, a scheme) becomes '/'. */
export function safeReturnPath(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > 2048) return '/';
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  if ([...raw].some((c) => c < ' ' || c === '\\')) return '/';
  return raw;
}

/** Adds `?auth=...` (or `&auth=...`) so the website shows its toast once. */
export function withAuthOutcome(path: string, outcome: 'signed-in' | 'registered'): string {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.set('auth', outcome);
  return `${url.pathname}${url.search}${url.hash}`;
}
