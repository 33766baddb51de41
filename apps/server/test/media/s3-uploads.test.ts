import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { S3MediaStorage, s3ClientFor } from '@classroom/media-s3';
import { startS3TestServer, type S3TestServer } from '@classroom/media-s3/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../support/test-server';
import { settled } from './media-api';
import { bearer, INSTRUCTOR, tusUpload } from './tus-client';

const MB = 1024 * 1024;
/** Four multipart parts of 8 MB, the last short: part boundaries to read across. */
const SIZE = 28 * MB + 12_345;

/** Random bytes behind a PDF's first bytes, which file-type reads as application/pdf. */
function aPdf(): Buffer {
  const bytes = randomBytes(SIZE);
  Buffer.from('%PDF-1.7\n').copy(bytes);
  return bytes;
}

/** Where the first PATCH's connection drops: past the first 8 MB part, short of the end. */
const DROP_AT = 20 * MB;

/**
 * Creates an upload and sends it in one PATCH whose connection drops once DROP_AT bytes are
 * on their way, as when a laptop leaves the network: the server gets at most those. Resolves
 * with the upload's address; an answer before the drop (a refusal) fails with its status.
 */
async function droppedUpload(
  origin: string,
  bytes: Buffer,
  metadata: { filename: string; kind: string },
): Promise<string> {
  const tus = { 'Tus-Resumable': '1.0.0', ...bearer(INSTRUCTOR) };
  const created = await fetch(`${origin}/api/v1/uploads`, {
    method: 'POST',
    headers: {
      ...tus,
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': Object.entries(metadata)
        .map(([name, value]) => `${name} ${btoa(value)}`)
        .join(','),
    },
  });
  expect(created.status).toBe(201);
  const url = new URL(created.headers.get('Location')!, origin);
  await new Promise<void>((resolve, reject) => {
    const patch = httpRequest(url, {
      method: 'PATCH',
      headers: {
        ...tus,
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(bytes.length),
      },
    });
    patch.on('response', (answer) => {
      reject(
        new Error(`the PATCH was answered ${answer.statusCode} before its connection dropped`),
      );
    });
    patch.on('error', () => undefined);
    // Once the kernel has the bytes: it delivers them, then the end of the connection.
    patch.write(bytes.subarray(0, DROP_AT), () => {
      patch.destroy();
      resolve();
    });
  });
  return url.href;
}

describe('tus uploads into an S3 bucket, through the server', () => {
  let s3: S3TestServer;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let bucket: S3MediaStorage;
  const credentials = { ...process.env };

  beforeAll(async () => {
    s3 = await startS3TestServer();
    // The server's S3 client reads its credentials from the environment, as in production.
    process.env.AWS_ACCESS_KEY_ID = s3.credentials.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = s3.credentials.secretAccessKey;
    const endpoint = encodeURIComponent(s3.endpoint);
    server = await startTestServer({
      MEDIA_STORE: `s3://${s3.bucket}?endpoint=${endpoint}&region=${s3.region}`,
    });
    const location = { bucket: s3.bucket, region: s3.region, endpoint: s3.endpoint };
    bucket = new S3MediaStorage(
      s3ClientFor({ ...location, forcePathStyle: true }, s3.credentials),
      s3.bucket,
    );
  });
  afterAll(async () => {
    await server?.stop();
    await s3?.close();
    process.env.AWS_ACCESS_KEY_ID = credentials.AWS_ACCESS_KEY_ID;
    process.env.AWS_SECRET_ACCESS_KEY = credentials.AWS_SECRET_ACCESS_KEY;
  });

  it('is interrupted halfway, resumes from the offset the bucket kept, and reads back by ranges', async () => {
    const pdf = aPdf();
    const metadata = { filename: 'workbook.pdf', kind: 'file' };
    const requests: { method: string; offset: number }[] = [];
    const record = (request: {
      getMethod(): string;
      getHeader(name: string): string | undefined;
    }) => {
      requests.push({
        method: request.getMethod(),
        offset: Number(request.getHeader('Upload-Offset') ?? -1),
      });
    };

    const url = await droppedUpload(server.url, pdf, metadata);
    const afterDrop = await fetch(url, {
      method: 'HEAD',
      headers: { 'Tus-Resumable': '1.0.0', ...bearer(INSTRUCTOR) },
    });
    expect(afterDrop.status).toBe(200);
    const kept = Number(afterDrop.headers.get('Upload-Offset'));
    expect(kept).toBeGreaterThan(8 * MB);
    expect(kept).toBeLessThanOrEqual(DROP_AT);

    // A new client, as after a reload: it asks for the offset, then sends only the rest.
    const { assetId } = await tusUpload(server.url, pdf, metadata, {
      uploadUrl: url,
      chunkSize: Number.POSITIVE_INFINITY,
      onBeforeRequest: record,
    }).done;
    expect(requests[0]).toEqual({ method: 'HEAD', offset: -1 });
    expect(requests.filter((request) => request.method === 'PATCH')).toEqual([
      { method: 'PATCH', offset: kept },
    ]);

    const asset = await settled(server.url, assetId);
    expect(asset.body).toMatchObject({ status: 'ready', size: SIZE, mimeType: 'application/pdf' });
    expect(asset.body.sha256).toBe(createHash('sha256').update(pdf).digest('hex'));

    // Ranges across the first part boundary, from the middle, and the last bytes, read
    // through a presigned address as a player or a download would.
    const address = await bucket.signedUrl(`${assetId}/original`, { expiresInSeconds: 60 });
    for (const [start, end] of [
      [8 * MB - 10, 8 * MB + 9],
      [kept - 1000, kept + 999],
      [SIZE - 100, SIZE - 1],
    ] as const) {
      const answer = await fetch(address, { headers: { Range: `bytes=${start}-${end}` } });
      expect(answer.status).toBe(206);
      expect(answer.headers.get('Content-Range')).toBe(`bytes ${start}-${end}/${SIZE}`);
      expect(Buffer.from(await answer.arrayBuffer())).toEqual(pdf.subarray(start, end + 1));
    }
    // The multipart upload is complete, and its short tail gone.
    expect(await s3.multipartUploads(`${assetId}/`)).toEqual([]);
    expect(await bucket.head(`${assetId}/original.part`)).toBeNull();
  }, 120_000);

  it('deleted halfway, leaves nothing in the bucket: the multipart upload is aborted', async () => {
    const url = await droppedUpload(server.url, aPdf(), { filename: 'draft.pdf', kind: 'file' });
    const assetId = url.split('/').pop()!;
    expect(await s3.multipartUploads(`${assetId}/`)).toHaveLength(1);

    const deleted = await fetch(`${server.url}/api/v1/media/${assetId}`, {
      method: 'DELETE',
      headers: bearer(INSTRUCTOR),
    });
    expect(deleted.status).toBe(200);

    // The purge job aborts the multipart upload and deletes what the upload kept beside it;
    // the dropped PATCH may still be writing when it runs, and what it writes then (the tail
    // it keeps as `original.part`) must go too: the bucket comes to hold nothing, and stays so.
    const left = async () => {
      const found = (await s3.multipartUploads(`${assetId}/`)).map(
        ({ key }) => `${key} (multipart)`,
      );
      for (const name of ['original', 'original.info', 'original.part']) {
        if (await bucket.head(`${assetId}/${name}`)) found.push(name);
      }
      return found;
    };
    let emptyFor = 0;
    for (let waited = 0; waited < 30_000 && emptyFor < 3_000; waited += 100) {
      emptyFor = (await left()).length === 0 ? emptyFor + 100 : 0;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await left()).toEqual([]);
  }, 120_000);
});
