import path from 'node:path';
import { existsSync } from 'node:fs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../support/test-server';
import { flatPng } from './flat-png';
import { settled } from './media-api';
import { bearer, INSTRUCTOR, refusal, STUDENT, tusUpload } from './tus-client';

const MB = 1024 * 1024;

const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

describe("uploads within each person's quota and hourly allowance", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let picture: Buffer;

  beforeAll(async () => {
    // A student may keep 1 MB and start 5 uploads an hour; instructors keep the defaults.
    server = await startTestServer({
      MEDIA_QUOTA_STUDENT_MB: '1',
      MEDIA_UPLOADS_PER_HOUR_STUDENT: '5',
    });
    picture = await flatPng(300, 200);
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** Creates an upload through the real app, as tus's first request: its status and body. */
  const create = async (as: string, filename: string, size: number) => {
    const answer = await request(server.url)
      .post('/api/v1/uploads')
      .set({ 'Tus-Resumable': '1.0.0', ...bearer(as) })
      .set('Upload-Length', String(size))
      .set('Upload-Metadata', metadata({ filename, kind: 'image' }));
    // tus labels its answers text/plain; a refusal's body is the API's JSON error.
    return {
      status: answer.status,
      body: answer.text ? (JSON.parse(answer.text) as unknown) : null,
    };
  };

  /** The student's upload with tus-js-client, as the website sends it: its refusal. */
  const refusedThroughTus = async (bytes: Buffer, filename: string) =>
    refusal(
      await tusUpload(server.url, bytes, { filename, kind: 'image' }, { as: STUDENT }).done.catch(
        (failure: unknown) => failure,
      ),
    );

  const library = async (as: string) =>
    (await request(server.url).get('/api/v1/media').set(bearer(as))).body as {
      total: number;
    };

  it('refuses what the quota has no room for, through the API and through tus, keeping nothing', async () => {
    const kept = await tusUpload(
      server.url,
      picture,
      { filename: 'me.png', kind: 'image' },
      {
        as: STUDENT,
      },
    ).done;
    expect((await settled(server.url, kept.assetId, STUDENT)).body).toMatchObject({
      status: 'ready',
    });

    const answer = await create(STUDENT, 'big.png', MB);
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      error: {
        code: 'storage_quota_exceeded',
        message: expect.stringMatching(
          /^Your uploads may take at most 1 MB in all; [\d.]+ (KB|bytes) are taken and this file is 1 MB\. Delete files you no longer use first\.$/,
        ),
        fields: { size: expect.stringMatching(/^Your uploads may take at most 1 MB/) },
      },
    });

    const tooMuch = Buffer.concat([picture, Buffer.alloc(MB)]);
    expect(await refusedThroughTus(tooMuch, 'big.png')).toMatchObject({
      status: 413,
      body: { error: { code: 'storage_quota_exceeded' } },
    });
    expect(await library(STUDENT)).toMatchObject({ total: 1 });

    // The instructor's quota is theirs, and far larger.
    expect((await create(INSTRUCTOR, 'cover.png', 9 * MB)).status).toBe(201);
  });

  it('refuses a sixth upload started within the hour, through the API and through tus', async () => {
    // Three started above; two more are allowed.
    expect((await create(STUDENT, 'a.png', 10)).status).toBe(201);
    expect((await create(STUDENT, 'b.png', 10)).status).toBe(201);

    const answer = await create(STUDENT, 'c.png', 10);
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({
      error: {
        code: 'too_many_uploads',
        message: expect.stringMatching(
          /^You may start 5 uploads an hour\. Try again in \d+ minutes?\.$/,
        ),
      },
    });
    expect(await refusedThroughTus(picture, 'd.png')).toMatchObject({
      status: 429,
      body: { error: { code: 'too_many_uploads' } },
    });
    expect(await library(STUDENT)).toMatchObject({ total: 3 });
    expect((await create(INSTRUCTOR, 'slides.png', 10)).status).toBe(201);
  });

  it('fails a picture of 10000 x 10000 pixels in its job, saying why, and keeps none of its bytes', async () => {
    const bomb = await flatPng(10_000, 10_000);
    expect(bomb.length).toBeLessThan(MB);
    const { assetId } = await tusUpload(server.url, bomb, { filename: 'bomb.png', kind: 'image' })
      .done;
    const started = performance.now();
    const found = await settled(server.url, assetId);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(found.body).toMatchObject({
      status: 'failed',
      failure:
        'Images may be at most 50 megapixels; this one is 10000 × 10000 pixels (100 megapixels).',
    });
    expect(existsSync(path.join(server.config.varDir, 'media', assetId))).toBe(false);
  });
});
