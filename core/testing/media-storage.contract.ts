import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Clock, MediaStorage } from '../src/index';

export interface MediaStorageFactory {
  /** A fresh, empty store; `clock` dates the signed addresses it hands out. */
  open(options?: { clock?: Clock }): Promise<MediaStorage>;
  close?(storage: MediaStorage): Promise<void>;
  /** Requests a signed address as a browser would (a relative one from the server it names). */
  fetchSigned(url: string, init?: RequestInit): Promise<Response>;
  /** The same address with one character of its signature changed. */
  forge(url: string): string;
}

/** Bytes 0..255 repeated: every range shows where it came from. */
function bytes(length: number): Uint8Array {
  return Uint8Array.from({ length }, (_, index) => index % 251);
}

async function collect(body: AsyncIterable<Uint8Array> | null): Promise<Uint8Array> {
  if (!body) throw new Error('no such object');
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Uint8Array.from(Buffer.concat(chunks));
}

async function* inChunks(data: Uint8Array, size: number): AsyncIterable<Uint8Array> {
  for (let offset = 0; offset < data.length; offset += size)
    yield data.slice(offset, offset + size);
}

/** Every media store (disk, S3) keeps bytes and hands out ranges and signed addresses alike. */
export function mediaStorageContract(name: string, factory: MediaStorageFactory): void {
  describe(`MediaStorage on ${name}`, () => {
    let storage: MediaStorage;
    const opened: MediaStorage[] = [];
    const open = async (options?: { clock?: Clock }) => {
      const store = await factory.open(options);
      opened.push(store);
      return store;
    };
    beforeEach(async () => {
      storage = await open();
    });
    afterEach(async () => {
      for (const store of opened.splice(0)) await factory.close?.(store);
    });

    it('keeps what it is given and reads it back whole or by range', async () => {
      const data = bytes(1000);
      await storage.put('a1/original', data, { contentType: 'application/pdf' });
      expect(await collect(await storage.read('a1/original'))).toEqual(data);
      expect((await storage.head('a1/original'))?.size).toBe(1000);
      expect(await collect(await storage.read('a1/original', { start: 0, end: 1 }))).toEqual(
        data.slice(0, 2),
      );
      expect(await collect(await storage.read('a1/original', { start: 500, end: 749 }))).toEqual(
        data.slice(500, 750),
      );
      expect(await collect(await storage.read('a1/original', { start: 990, end: 999 }))).toEqual(
        data.slice(990),
      );
    });

    it('answers null for what it does not hold, and deleting it is no error', async () => {
      expect(await storage.read('nothing/here')).toBeNull();
      expect(await storage.head('nothing/here')).toBeNull();
      await storage.delete('nothing/here');
      await storage.deletePrefix('nothing/');
    });

    it('takes a stream of many chunks and digests what it stored', async () => {
      const data = bytes(3 * 1024 * 1024 + 7);
      await storage.put('a2/original', inChunks(data, 64 * 1024), { contentType: 'video/mp4' });
      const expected = createHash('sha256').update(data).digest('hex');
      expect(await storage.digest('a2/original')).toEqual({ sha256: expected, size: data.length });
    });

    it('replaces an object whole', async () => {
      await storage.put('a3/w320.webp', bytes(10), { contentType: 'image/webp' });
      await storage.put('a3/w320.webp', Uint8Array.of(9, 9, 9), { contentType: 'image/webp' });
      expect(await collect(await storage.read('a3/w320.webp'))).toEqual(Uint8Array.of(9, 9, 9));
    });

    it("deletes one object, or every object under an asset's prefix and no other", async () => {
      for (const key of ['a4/original', 'a4/hls/master.m3u8', 'a4/poster.jpg', 'a44/original']) {
        await storage.put(key, bytes(5), { contentType: 'application/octet-stream' });
      }
      await storage.delete('a4/poster.jpg');
      expect(await storage.head('a4/poster.jpg')).toBeNull();
      await storage.deletePrefix('a4/');
      expect(await storage.head('a4/original')).toBeNull();
      expect(await storage.head('a4/hls/master.m3u8')).toBeNull();
      expect((await storage.head('a44/original'))?.size).toBe(5);
    });

    it('refuses keys that would leave the store', async () => {
      for (const key of ['../escape', 'a5/../../escape', '/absolute', 'a5\\original', '']) {
        await expect(storage.put(key, bytes(1), { contentType: 'text/plain' })).rejects.toThrow();
      }
    });

    it('gives a local copy of the bytes for tools that read files', async () => {
      const data = bytes(4096);
      await storage.put('a6/original', data, { contentType: 'video/mp4' });
      const copy = await storage.localCopy('a6/original');
      expect(Uint8Array.from(await readFile(copy.path))).toEqual(data);
      await copy.release();
      expect((await storage.head('a6/original'))?.size).toBe(4096);
    });

    describe('signed addresses', () => {
      const data = bytes(2000);
      beforeEach(async () => {
        await storage.put('a7/original', data, { contentType: 'video/mp4' });
      });
      const signed = (store = storage, options = {}) =>
        store.signedUrl('a7/original', {
          expiresInSeconds: 300,
          contentType: 'video/mp4',
          ...options,
        });

      it('serve the whole object with its type, and say that ranges are served', async () => {
        const answer = await factory.fetchSigned(await signed());
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toBe('video/mp4');
        expect(answer.headers.get('accept-ranges')).toBe('bytes');
        expect(new Uint8Array(await answer.arrayBuffer())).toEqual(data);
      });

      it('serve a range: from the start, open-ended, and the last bytes (suffix)', async () => {
        const url = await signed();
        const cases: [string, number, number][] = [
          ['bytes=0-99', 0, 99],
          ['bytes=1500-', 1500, 1999],
          ['bytes=-300', 1700, 1999],
          ['bytes=1990-5000', 1990, 1999],
        ];
        for (const [range, start, end] of cases) {
          const answer = await factory.fetchSigned(url, { headers: { Range: range } });
          expect(answer.status, range).toBe(206);
          expect(answer.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/2000`);
          expect(new Uint8Array(await answer.arrayBuffer()), range).toEqual(
            data.slice(start, end + 1),
          );
        }
      });

      it('answer 416 to a range past the end', async () => {
        const answer = await factory.fetchSigned(await signed(), {
          headers: { Range: 'bytes=2000-' },
        });
        expect(answer.status).toBe(416);
        await answer.arrayBuffer();
      });

      it('offer a download under its own name when asked', async () => {
        const answer = await factory.fetchSigned(
          await signed(storage, { contentType: 'application/pdf', downloadName: 'Week 1.pdf' }),
        );
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toBe('application/pdf');
        expect(answer.headers.get('content-disposition')).toMatch(/^attachment;.*Week%201\.pdf/);
        await answer.arrayBuffer();
      });

      it('refuse an address whose signature was changed', async () => {
        const url = await signed();
        const forged = factory.forge(url);
        expect(forged).not.toBe(url);
        const answer = await factory.fetchSigned(forged, { headers: { Range: 'bytes=0-9' } });
        expect(answer.status).toBe(403);
        await answer.arrayBuffer();
      });

      it('refuse an address that has expired, on every range request', async () => {
        const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
        const past = await open({ clock: { now: () => hourAgo } });
        await past.put('a7/original', data, { contentType: 'video/mp4' });
        const url = await past.signedUrl('a7/original', { expiresInSeconds: 60 });
        for (const range of [undefined, 'bytes=0-9', 'bytes=-5']) {
          const answer = await factory.fetchSigned(url, range ? { headers: { Range: range } } : {});
          expect(answer.status, range).toBe(403);
          await answer.arrayBuffer();
        }
      });

      it('refuse an address signed for another object', async () => {
        await storage.put('a8/original', bytes(10), { contentType: 'video/mp4' });
        const url = await signed();
        const other = url.replace('a7/original', 'a8/original');
        expect(other).not.toBe(url);
        const answer = await factory.fetchSigned(other);
        expect(answer.status).toBe(403);
        await answer.arrayBuffer();
      });
    });
  });
}
