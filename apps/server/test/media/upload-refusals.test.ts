import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../support/test-server';
import { mediaAsset, settled } from './media-api';
import { bearer, INSTRUCTOR, refusal, STUDENT, tusUpload } from './tus-client';

/** A whole 1 x 1 PNG, which the picture processor reads. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010804000000b51c0c02' +
    '0000000b4944415478da6364600000000600023081d02f0000000049454e44ae426082',
  'hex',
);
const JPEG_HEAD = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');

describe('uploads refused with a clear error, keeping nothing', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let origin: string;
  let mediaRoot: string;
  const create = (headers: Record<string, string>) =>
    fetch(`${origin}/api/v1/uploads`, {
      method: 'POST',
      headers: { 'Tus-Resumable': '1.0.0', ...headers },
    });
  const metadata = (fields: Record<string, string>) =>
    Object.entries(fields)
      .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
      .join(',');
  const library = async (as = INSTRUCTOR) =>
    (await (await fetch(`${origin}/api/v1/media`, { headers: bearer(as) })).json()) as {
      total: number;
    };

  /** The demo instructor's library before these tests: the demo lessons' videos. */
  let demoFiles: number;

  beforeAll(async () => {
    server = await startTestServer();
    origin = server.url;
    mediaRoot = path.join(server.config.varDir, 'media');
    demoFiles = (await library()).total;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each([
    [{}, 'photo.png', 'image', '1', 401, 'unauthenticated', /Sign in/],
    [bearer(INSTRUCTOR), '../evil.png', 'image', '10', 422, 'validation_failed', /plain name/],
    [bearer(INSTRUCTOR), 'empty.png', 'image', '0', 422, 'empty_file', /empty\.png is empty/],
    [
      bearer(INSTRUCTOR),
      'huge.png',
      'image',
      String(11 * 1024 * 1024),
      413,
      'file_too_large',
      /^Images may be at most 10 MB; this file is 11 MB\.$/,
    ],
    [bearer(INSTRUCTOR), 'drawing.svg', 'image', '10', 415, 'unsupported_file_type', /\.png/],
    [bearer(STUDENT), 'lesson.mp4', 'video', '10', 403, 'forbidden', /approved instructors/],
  ])(
    'refuses before any byte travels: %#',
    async (auth, filename, kind, length, status, code, message) => {
      const answer = await create({
        ...auth,
        'Upload-Length': length,
        'Upload-Metadata': metadata({ filename, kind }),
      });
      expect(answer.status).toBe(status);
      const body = (await answer.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe(code);
      expect(body.error.message).toMatch(message);
      expect(await library()).toMatchObject({ total: demoFiles });
    },
  );

  it('refuses bytes that disagree with the name once they arrive, and removes them', async () => {
    const fake = Buffer.concat([JPEG_HEAD, Buffer.alloc(2000, 7)]);
    const { done, upload } = tusUpload(origin, fake, { filename: 'photo.png', kind: 'image' });
    const error = await done.catch((failure: unknown) => failure);
    expect(refusal(error)).toEqual({
      status: 422,
      body: {
        error: {
          code: 'file_type_mismatch',
          message: 'photo.png is not a PNG image: its contents are a JPEG image. Nothing was kept.',
        },
      },
    });
    const assetId = upload.url!.split('/').pop()!;
    expect((await mediaAsset(origin, assetId)).status).toBe(404);
    expect(existsSync(path.join(mediaRoot, assetId))).toBe(false);
    expect(await library()).toMatchObject({ total: demoFiles });
  });

  it('keeps a picture whose bytes are what its name says', async () => {
    const { assetId } = await tusUpload(origin, PNG, { filename: 'dot.png', kind: 'image' }).done;
    const found = await settled(origin, assetId);
    expect(found.body).toMatchObject({ status: 'ready', mimeType: 'image/png', size: PNG.length });
    expect((await mediaAsset(origin, assetId, STUDENT)).status).toBe(404);
  });

  it('refuses the rest of an upload deleted meanwhile, and removes what had arrived', async () => {
    const bytes = Buffer.concat([
      Buffer.from('0000001c6674797069736f6d0000020069736f6d69736f32', 'hex'),
      Buffer.alloc(3 * 1024 * 1024, 1),
    ]);
    let deleted: Promise<Response> | null = null;
    const { done, upload } = tusUpload(
      origin,
      bytes,
      { filename: 'talk.mp4', kind: 'video' },
      {
        chunkSize: 1024 * 1024,
        onChunkComplete: () => {
          deleted ??= fetch(
            `${origin}${new URL(upload.url!, origin).pathname.replace('/uploads/', '/media/')}`,
            {
              method: 'DELETE',
              headers: bearer(INSTRUCTOR),
            },
          );
          return deleted.then(() => undefined);
        },
      },
    );
    const error = await done.catch((failure: unknown) => failure);
    expect((await deleted!)?.status).toBe(200);
    expect(refusal(error)).toMatchObject({
      status: 404,
      body: {
        error: {
          code: 'not_found',
          message: 'This upload was deleted or has expired: nothing of it is kept.',
        },
      },
    });
    const assetId = upload.url!.split('/').pop()!;
    expect((await mediaAsset(origin, assetId)).status).toBe(404);
    for (
      let attempt = 0;
      attempt < 200 && existsSync(path.join(mediaRoot, assetId));
      attempt += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(readdirSync(mediaRoot)).not.toContain(assetId);
  });

  it("answers not found to anyone else's upload", async () => {
    const { assetId, url } = await tusUpload(origin, PNG, { filename: 'mine.png', kind: 'image' })
      .done;
    const head = await fetch(`${origin}${url}`, {
      method: 'HEAD',
      headers: { 'Tus-Resumable': '1.0.0', ...bearer(STUDENT) },
    });
    expect(head.status).toBe(404);
    const gone = await fetch(`${origin}/api/v1/media/${assetId}`, {
      method: 'DELETE',
      headers: bearer(STUDENT),
    });
    expect(gone.status).toBe(404);
  });
});
