import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRendererFileHandler, rendererFileFor, serverImageSource } from './renderer-files';

let root: string;
let renderer: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'classroom-renderer-'));
  renderer = join(root, 'renderer');
  await mkdir(join(renderer, 'assets'), { recursive: true });
  await writeFile(join(renderer, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(join(renderer, 'assets', 'main.js'), 'console.log(1)');
  await writeFile(join(root, 'secret.txt'), 'secret');
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the app:// protocol', () => {
  it('serves the built files with the CSP, and index.html for the app routes', async () => {
    const handle = createRendererFileHandler(renderer, () => "default-src 'none'");
    const script = await handle({ url: 'app://classroom/assets/main.js', method: 'GET' });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(await script.text()).toBe('console.log(1)');
    const page = await handle({ url: 'app://classroom/admin-dashboard/users', method: 'GET' });
    expect(await page.text()).toContain('<title>app</title>');
    expect(page.headers.get('content-security-policy')).toBe("default-src 'none'");
  });

  it('never serves a file outside the renderer folder', async () => {
    const handle = createRendererFileHandler(renderer, () => '');
    for (const url of [
      'app://classroom/../secret.txt',
      'app://classroom/%2e%2e/secret.txt',
      'app://classroom/..%2fsecret.txt',
    ]) {
      const answer = await handle({ url, method: 'GET' });
      expect(answer.status, url).toBe(404);
    }
    expect(rendererFileFor(renderer, 'app://classroom/..%2f..%2fsecret.txt')).toBeNull();
  });

  it('only answers reads', async () => {
    const handle = createRendererFileHandler(renderer, () => '');
    expect((await handle({ url: 'app://classroom/', method: 'POST' })).status).toBe(405);
  });

  it("shows the server's pictures under the app's origin, but nothing else of the server's", async () => {
    const asked: string[] = [];
    const server = (async (url: URL) => {
      asked.push(url.href);
      if (url.pathname.endsWith('.svg')) {
        return new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', {
          headers: { 'Content-Type': 'image/svg+xml' },
        });
      }
      return new Response('alert(1)', { headers: { 'Content-Type': 'text/javascript' } });
    }) as unknown as typeof fetch;
    const handle = createRendererFileHandler(
      renderer,
      () => "default-src 'none'",
      serverImageSource(() => 'http://127.0.0.1:3000', server),
    );
    const picture = await handle({ url: 'app://classroom/demo/courses/web.svg', method: 'GET' });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(picture.headers.get('content-security-policy')).toContain('sandbox');
    expect(asked).toEqual(['http://127.0.0.1:3000/demo/courses/web.svg']);
    expect((await handle({ url: 'app://classroom/evil.js', method: 'GET' })).status).toBe(404);
  });
});
