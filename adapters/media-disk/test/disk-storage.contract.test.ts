import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Clock } from '@classroom/core';
import { mediaStorageContract } from '@classroom/core/testing';
import { DiskMediaStorage, HmacSigner, serveSignedMedia } from '../src/index';
import { mediaServer } from './media-server';

describe('disk media store', () => {
  const signer = new HmacSigner('a test secret of the media store, long enough');
  let root: string;
  let server: Awaited<ReturnType<typeof mediaServer>>;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'classroom-media-'));
    // Signatures are checked as of now, whatever clock signed the address.
    const reader = new DiskMediaStorage({ root, signer });
    server = await mediaServer(serveSignedMedia(reader, signer));
  });
  afterAll(async () => {
    await server?.close();
    await rm(root, { recursive: true, force: true });
  });

  mediaStorageContract('disk', {
    // Every store of a test shares the folder the server reads; it is emptied after each test.
    open: async (options: { clock?: Clock } = {}) =>
      new DiskMediaStorage({ root, signer, clock: options.clock }),
    close: async () => {
      await rm(root, { recursive: true, force: true });
    },
    fetchSigned: (url, init) => server.fetch(url, init),
    forge: (url) => url.replace(/\.([A-Za-z0-9_-])/, (_, c: string) => `.${c === 'A' ? 'B' : 'A'}`),
  });
});
