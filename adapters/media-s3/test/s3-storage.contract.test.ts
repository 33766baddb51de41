import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '@classroom/core';
import { mediaStorageContract } from '@classroom/core/testing';
import { S3MediaStorage, s3ClientFor } from '../src/index';
import { startS3TestServer, type S3TestServer } from '../src/testing';

describe('S3 media store', () => {
  let s3: S3TestServer;
  beforeAll(async () => {
    s3 = await startS3TestServer();
  });
  afterAll(async () => {
    await s3?.close();
  });
  const client = () =>
    s3ClientFor(
      { bucket: s3.bucket, region: s3.region, endpoint: s3.endpoint, forcePathStyle: true },
      s3.credentials,
    );

  mediaStorageContract('s3rver', {
    open: async (options: { clock?: Clock } = {}) =>
      new S3MediaStorage(client(), s3.bucket, { clock: options.clock }),
    // Every store shares the bucket; emptied after each test.
    close: async (storage) => {
      for (const prefix of ['a1/', 'a2/', 'a3/', 'a4/', 'a44/', 'a6/', 'a7/', 'a8/']) {
        await storage.deletePrefix(prefix);
      }
    },
    fetchSigned: (url, init) => fetch(url, init),
    forge: (url) =>
      url.replace(
        /X-Amz-Signature=(.)/,
        (_, c: string) => `X-Amz-Signature=${c === '0' ? '1' : '0'}`,
      ),
  });

  it('is refused by the bucket with a wrong secret: the front checks every signature', async () => {
    const wrong = new S3MediaStorage(
      s3ClientFor(
        { bucket: s3.bucket, region: s3.region, endpoint: s3.endpoint, forcePathStyle: true },
        { accessKeyId: s3.credentials.accessKeyId, secretAccessKey: 'not the secret' },
      ),
      s3.bucket,
    );
    await expect(
      wrong.put('b1/original', Uint8Array.of(1), { contentType: 'text/plain' }),
    ).rejects.toThrow();
    expect(s3.refused).toContain('SignatureDoesNotMatch');
    const anonymous = await fetch(`${s3.endpoint}/${s3.bucket}/b1/original`);
    expect(anonymous.status).toBe(403);
  });
});
