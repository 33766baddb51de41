/**
 * The renderer's Content-Security-Policy. Scripts only from the app itself; the page has no
 * network access of its own (`connect-src 'self'`): API calls go through the main process.
 * Course pictures may come from the server or any https host; antd injects its styles inline.
 */
export function contentSecurityPolicy(serverOrigin: string | null): string {
  const images = ["'self'", 'data:', 'blob:', 'https:'];
  if (serverOrigin) images.push(serverOrigin);
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "manifest-src 'self'",
    "media-src 'none'",
    "object-src 'none'",
    "frame-src 'none'",
    "worker-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
