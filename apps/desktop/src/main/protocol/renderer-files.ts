import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

/**
 * Maps an app:// URL to a file of the built renderer. Paths without an extension are the
 * single-page app's routes and get index.html; nothing outside the renderer folder is served.
 */
export function rendererFileFor(rendererDir: string, url: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url).pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0')) return null;
  if (!extname(pathname)) return join(rendererDir, 'index.html');
  const root = normalize(rendererDir + sep);
  const file = normalize(join(rendererDir, pathname));
  return file.startsWith(root) ? file : null;
}

/** The handler behind `protocol.handle('app', ...)`: the built renderer, with the CSP on every page. */
export function createRendererFileHandler(
  rendererDir: string,
  csp: () => string,
): (request: Pick<Request, 'url' | 'method'>) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method not allowed', { status: 405 });
    }
    const file = rendererFileFor(rendererDir, request.url);
    if (!file) return new Response('Not found', { status: 404 });
    try {
      const body = await readFile(file);
      return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
        status: 200,
        headers: {
          'Content-Type': contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream',
          'Content-Security-Policy': csp(),
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'no-cache',
        },
      });
    } catch {
      return new Response('Not found', { status: 404 });
    }
  };
}
