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

/** Pictures the page names by a server path (`/demo/courses/x.svg`): fetched from the server. */
export type ServerImageSource = (pathname: string) => Promise<Response | null>;

const IMAGE_TYPES = /^image\/(png|jpeg|gif|webp|avif|svg\+xml|x-icon|vnd\.microsoft\.icon)\b/;

/**
 * A picture from the server, re-served under the app's origin. Only images, and with a policy
 * that lets nothing in them run: the server cannot put a script or a page into the app.
 */
export function serverImageSource(
  serverUrl: () => string | null,
  fetchImpl: typeof fetch = fetch,
): ServerImageSource {
  return async (pathname) => {
    const base = serverUrl();
    if (!base) return null;
    const response = await fetchImpl(new URL(pathname, base), {
      redirect: 'error',
      credentials: 'omit',
    }).catch(() => null);
    const type = response?.headers.get('content-type') ?? '';
    if (!response?.ok || !IMAGE_TYPES.test(type)) return null;
    return new Response(await response.arrayBuffer(), {
      status: 200,
      headers: {
        'Content-Type': type,
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'max-age=300',
      },
    });
  };
}

/** The handler behind `protocol.handle('app', ...)`: the built renderer, with the CSP on every page. */
export function createRendererFileHandler(
  rendererDir: string,
  csp: () => string,
  serverImages?: ServerImageSource,
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
      const image = serverImages ? await serverImages(new URL(request.url).pathname) : null;
      return image ?? new Response('Not found', { status: 404 });
    }
  };
}
