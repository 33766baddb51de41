import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskMediaStorage, HmacSigner, MAX_RANGES, serveSignedMedia } from '../src/index';
import { mediaServer } from './media-server';

const data = Uint8Array.from({ length: 1000 }, (_, index) => index % 251);

describe('serving signed media from disk', () => {
  const signer = new HmacSigner('a test secret of the media store, long enough');
  let root: string;
  let storage: DiskMediaStorage;
  let server: Awaited<ReturnType<typeof mediaServer>>;
  let url: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'classroom-serve-'));
    storage = new DiskMediaStorage({ root, signer });
    server = await mediaServer(serveSignedMedia(storage, signer));
    await storage.put('v1/original', data, { contentType: 'video/mp4' });
    url = await storage.signedUrl('v1/original', {
      expiresInSeconds: 60,
      contentType: 'video/mp4',
    });
  });
  afterAll(async () => {
    await server?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('answers several ranges as multipart/byteranges, merging those that overlap', async () => {
    const answer = await server.fetch(url, { headers: { Range: 'bytes=0-9, 5-19, 990-' } });
    expect(answer.status).toBe(206);
    const type = answer.headers.get('content-type')!;
    const boundary = /^multipart\/byteranges; boundary=(\w+)$/.exec(type)![1]!;
    const body = Buffer.from(await answer.arrayBuffer());
    expect(Number(answer.headers.get('content-length'))).toBe(body.length);
    const parts = body.toString('latin1').split(`--${boundary}`).slice(1, -1);
    expect(parts).toHaveLength(2);
    const expected: [string, Uint8Array][] = [
      ['bytes 0-19/1000', data.slice(0, 20)],
      ['bytes 990-999/1000', data.slice(990)],
    ];
    for (const [index, part] of parts.entries()) {
      const [head, content] = part.split('\r\n\r\n') as [string, string];
      expect(head).toContain('Content-Type: video/mp4');
      expect(head).toContain(`Content-Range: ${expected[index]![0]}`);
      expect(Buffer.from(content.slice(0, -2), 'latin1')).toEqual(Buffer.from(expected[index]![1]));
    }
    expect(body.toString('latin1').endsWith(`--${boundary}--\r\n`)).toBe(true);
  });

  it(`answers the whole object to more than ${MAX_RANGES} ranges, and to a malformed range`, async () => {
    const many = Array.from({ length: MAX_RANGES + 1 }, (_, i) => `${i * 50}-${i * 50 + 1}`);
    for (const range of [`bytes=${many.join(',')}`, 'bytes=abc', 'pages=1-2']) {
      const answer = await server.fetch(url, { headers: { Range: range } });
      expect(answer.status, range).toBe(200);
      expect((await answer.arrayBuffer()).byteLength).toBe(1000);
    }
  });

  it('honours If-Range: a stale validator gets the whole object', async () => {
    const etag = (await server.fetch(url, { method: 'HEAD' })).headers.get('etag')!;
    const fresh = await server.fetch(url, { headers: { Range: 'bytes=0-1', 'If-Range': etag } });
    expect(fresh.status).toBe(206);
    await fresh.arrayBuffer();
    const stale = await server.fetch(url, { headers: { Range: 'bytes=0-1', 'If-Range': '"x"' } });
    expect(stale.status).toBe(200);
    await stale.arrayBuffer();
    const unchanged = await server.fetch(url, { headers: { 'If-None-Match': etag } });
    expect(unchanged.status).toBe(304);
  });

  it('answers HEAD with the headers of the answer, and no body', async () => {
    const answer = await server.fetch(url, { method: 'HEAD', headers: { Range: 'bytes=-10' } });
    expect(answer.status).toBe(206);
    expect(answer.headers.get('content-length')).toBe('10');
    expect(answer.headers.get('content-range')).toBe('bytes 990-999/1000');
  });

  it('refuses writes, and answers 404 once the object is gone', async () => {
    const put = await server.fetch(url, { method: 'PUT', body: 'x' });
    expect(put.status).toBe(405);
    expect(await put.json()).toMatchObject({ error: { code: 'method_not_allowed' } });
    await storage.put('v2/original', data, { contentType: 'video/mp4' });
    const other = await storage.signedUrl('v2/original', { expiresInSeconds: 60 });
    await storage.deletePrefix('v2/');
    const gone = await server.fetch(other);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ error: { code: 'not_found', message: 'No such file.' } });
  });

  it('tells an expired address from a forged one', async () => {
    const past = new DiskMediaStorage({
      root,
      signer,
      clock: { now: () => new Date(Date.now() - 120_000) },
    });
    const expired = await server.fetch(
      await past.signedUrl('v1/original', { expiresInSeconds: 60 }),
    );
    expect(expired.status).toBe(403);
    expect(await expired.json()).toMatchObject({ error: { message: /expired/ } });
    const forged = await server.fetch(url.replace('v1/original', 'v1/original2'));
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ error: { message: 'This link is not valid.' } });
  });
});
