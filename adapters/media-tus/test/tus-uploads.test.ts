import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Actor, ByteRange, MediaStorage } from '@classroom/core';
import { actorOf, anApprovedInstructor } from '@classroom/core/testing';
import { MemoryMediaStorage } from '@classroom/persistence-memory';
import { memoryMedia, type MemoryMedia } from '@classroom/persistence-memory/testing';
import Koa from 'koa';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { diskUploads, tusUploads, UPLOADS_PATH } from '../src';

const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** The media store, whose reading of a finished upload's first bytes can be made to fail. */
class FailingReads extends MemoryMediaStorage {
  /** Runs instead of reading an asset's original: what happens meanwhile, then the failure. */
  onRead: ((assetId: string) => Promise<never>) | null = null;

  override async read(key: string, range?: ByteRange) {
    return this.onRead ? this.onRead(key.split('/')[0]!) : super.read(key, range);
  }
}

/** Announces an upload of PDF, then sends `bytes` of it from the start: the PATCH's answer. */
async function sendPdf(
  origin: string,
  bytes: Buffer,
): Promise<{ answer: Response; assetId: string }> {
  const created = await fetch(`${origin}${UPLOADS_PATH}`, {
    method: 'POST',
    headers: {
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(PDF.length),
      'Upload-Metadata': `kind ${btoa('file')},filename ${btoa('notes.pdf')}`,
    },
  });
  expect(created.status).toBe(201);
  const location = created.headers.get('Location')!;
  const answer = await fetch(new URL(location, origin), {
    method: 'PATCH',
    headers: {
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': '0',
      'Content-Type': 'application/offset+octet-stream',
    },
    body: bytes,
  });
  return { answer, assetId: location.split('/').pop()! };
}

describe('tus uploads: a failure on the server side', () => {
  let folder: string;
  let server: Server;
  let origin: string;
  let world: MemoryMedia;
  let storage: FailingReads;
  let actor: Actor;
  const logged: object[] = [];

  beforeEach(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'tus-'));
    world = memoryMedia();
    const owner = anApprovedInstructor();
    await world.given(owner);
    actor = actorOf(owner);
    storage = new FailingReads();
    logged.length = 0;
    const app = new Koa();
    app.use(async (ctx, next) => {
      ctx.state.log = { error: (entry: object) => logged.push(entry) };
      await next();
    });
    app.use(
      tusUploads({
        store: diskUploads(folder),
        storage: storage as MediaStorage,
        media: world.media,
        authenticate: async () => actor,
        maxSize: 1024 * 1024,
      }),
    );
    server = createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(folder, { recursive: true, force: true });
  });

  async function uploadAll(): Promise<{ status: number; body: unknown; assetId: string }> {
    const { answer, assetId } = await sendPdf(origin, PDF);
    return { status: answer.status, body: JSON.parse(await answer.text()) as unknown, assetId };
  }

  it('answers a deleted upload’s refusal when the upload is deleted as its last bytes arrive', async () => {
    storage.onRead = async (assetId) => {
      await world.media.deleteMediaAsset.execute(assetId, actor);
      throw Object.assign(new Error('ENOENT: no such file or directory'), { code: 'ENOENT' });
    };

    const answer = await uploadAll();

    expect(answer).toMatchObject({
      status: 404,
      body: {
        error: {
          code: 'not_found',
          message: 'This upload was deleted or has expired: nothing of it is kept.',
        },
      },
    });
    expect(logged).toEqual([]);
  });

  it('answers the API’s 500 and logs the failure when the upload is still there', async () => {
    storage.onRead = async () => {
      throw new Error('the disk is unreadable');
    };

    const answer = await uploadAll();

    expect(answer).toMatchObject({
      status: 500,
      body: { error: { code: 'internal_error', message: 'Something went wrong on our side.' } },
    });
    expect(logged).toHaveLength(1);
    expect((await world.media.getMediaAsset.execute(answer.assetId, actor)).status).toBe(
      'uploading',
    );
  });
});

describe('tus uploads: an upload deleted while its bytes arrive', () => {
  it('leaves nothing in the media store, whatever its store wrote after the purge', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'tus-'));
    const world = memoryMedia();
    const owner = anApprovedInstructor();
    await world.given(owner);
    const actor = actorOf(owner);
    const storage = new MemoryMediaStorage();
    // The store's write, as on S3 when the purge runs meanwhile: the asset is deleted and its
    // prefix purged, then the write keeps the tail it has as `original.part`.
    const disk = diskUploads(folder);
    const store = Object.assign(Object.create(disk) as typeof disk, {
      async write(source: Readable, id: string, offset: number) {
        const assetId = id.split('/')[0]!;
        await world.media.deleteMediaAsset.execute(assetId, actor);
        await storage.deletePrefix(`${assetId}/`);
        const written = await disk.write(source, id, offset);
        await storage.put(`${assetId}/original.part`, Uint8Array.of(1, 2, 3), {
          contentType: 'application/octet-stream',
        });
        return written;
      },
    });
    const app = new Koa();
    app.use(
      tusUploads({
        store,
        storage,
        media: world.media,
        authenticate: async () => actor,
        maxSize: 1024 * 1024,
      }),
    );
    const server = createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const { assetId } = await sendPdf(origin, PDF.subarray(0, 10));
      expect(await storage.head(`${assetId}/original.part`)).toBeNull();
    } finally {
      await new Promise((resolve) => server.close(resolve));
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
