import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  ListPartsCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3ClientFor } from '../src/index';
import { startS3TestServer, type S3TestServer } from '../src/testing';

/** The test server's multipart uploads, as S3 documents them, through the AWS SDK. */
describe('the S3 test server: multipart uploads', () => {
  let s3: S3TestServer;
  let client: S3Client;
  beforeAll(async () => {
    s3 = await startS3TestServer();
    client = s3ClientFor(
      { bucket: s3.bucket, region: s3.region, endpoint: s3.endpoint, forcePathStyle: true },
      s3.credentials,
    );
  });
  afterAll(async () => {
    client?.destroy();
    await s3?.close();
  });

  async function started(key: string): Promise<string> {
    const { UploadId } = await client.send(
      new CreateMultipartUploadCommand({ Bucket: s3.bucket, Key: key }),
    );
    return UploadId!;
  }
  const part = (key: string, uploadId: string, number: number, body: string) =>
    client.send(
      new UploadPartCommand({
        Bucket: s3.bucket,
        Key: key,
        UploadId: uploadId,
        PartNumber: number,
        Body: body,
      }),
    );
  const list = (key: string, uploadId: string, page: { max?: number; after?: string } = {}) =>
    client.send(
      new ListPartsCommand({
        Bucket: s3.bucket,
        Key: key,
        UploadId: uploadId,
        MaxParts: page.max,
        PartNumberMarker: page.after,
      }),
    );
  const refusal = (call: Promise<unknown>) =>
    call.then(
      () => null,
      (error: { name?: string; $metadata?: { httpStatusCode?: number } }) => [
        error.name,
        error.$metadata?.httpStatusCode,
      ],
    );

  it('lists the parts it has, a page at a time, with their sizes and checksums', async () => {
    const key = 'm1/original';
    const uploadId = await started(key);
    const sent = [];
    for (const [number, body] of [
      [1, 'first part'],
      [2, 'the second'],
      [3, 'last'],
    ] as const) {
      sent.push({ PartNumber: number, ETag: (await part(key, uploadId, number, body)).ETag });
    }

    const first = await list(key, uploadId, { max: 2 });
    expect(first.Parts?.map(({ PartNumber, ETag, Size }) => ({ PartNumber, ETag, Size }))).toEqual([
      { ...sent[0], Size: 10 },
      { ...sent[1], Size: 10 },
    ]);
    expect(first).toMatchObject({ IsTruncated: true, NextPartNumberMarker: '2', MaxParts: 2 });
    const rest = await list(key, uploadId, { after: first.NextPartNumberMarker });
    expect(rest.Parts?.map(({ PartNumber, Size }) => [PartNumber, Size])).toEqual([[3, 4]]);
    expect(rest.IsTruncated).toBe(false);

    await client.send(
      new CompleteMultipartUploadCommand({
        Bucket: s3.bucket,
        Key: key,
        UploadId: uploadId,
        MultipartUpload: { Parts: sent },
      }),
    );
    const stored = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    expect(await stored.Body?.transformToString()).toBe('first partthe secondlast');
    // A completed upload is no longer there to list: what @tus/s3-store reads as completed.
    expect(await refusal(list(key, uploadId))).toEqual(['NoSuchUpload', 404]);
  });

  it('aborts an upload: its parts are gone, and so is the upload for every call', async () => {
    const key = 'm2/original';
    const uploadId = await started(key);
    await part(key, uploadId, 1, 'some bytes');
    const other = await started('m22/original');
    expect(await s3.multipartUploads('m2/')).toEqual([{ key, uploadId }]);
    expect(await s3.multipartUploads('m2')).toEqual([
      { key, uploadId },
      { key: 'm22/original', uploadId: other },
    ]);
    expect(
      await list('m3/original', uploadId).then(
        () => 'listed',
        (error) => error.name,
      ),
    ).toBe('NoSuchUpload');

    await client.send(
      new AbortMultipartUploadCommand({ Bucket: s3.bucket, Key: key, UploadId: uploadId }),
    );

    expect(await refusal(list(key, uploadId))).toEqual(['NoSuchUpload', 404]);
    expect(await s3.multipartUploads('m2/')).toEqual([]);
    expect(await refusal(part(key, uploadId, 2, 'more'))).toEqual(['NoSuchUpload', 404]);
    expect(
      await refusal(
        client.send(
          new AbortMultipartUploadCommand({ Bucket: s3.bucket, Key: key, UploadId: uploadId }),
        ),
      ),
    ).toEqual(['NoSuchUpload', 404]);
  });
});
