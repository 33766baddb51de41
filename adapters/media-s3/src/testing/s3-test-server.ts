import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListMultipartUploadsCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { s3ClientFor } from '../s3-media-storage';
import { addMultipartCalls } from './s3rver-multipart';
import { checkSigV4, type Credentials } from './sigv4-checker';

export interface S3TestServer {
  /** The checking front's address: what clients use. */
  endpoint: string;
  bucket: string;
  region: string;
  credentials: Credentials;
  /** Requests the front refused, with S3's error code. */
  refused: string[];
  /** The multipart uploads in progress whose key starts with `prefix` (ListMultipartUploads). */
  multipartUploads(prefix?: string): Promise<{ key: string; uploadId: string }[]>;
  close(): Promise<void>;
}

/**
 * s3rver (a real S3 server, in this process, on a temporary folder) behind a front that
 * checks every request's Signature Version 4 and refuses anonymous ones, as S3 does; s3rver
 * itself checks a presigned address's expiry but not its signature. Its multipart uploads are
 * completed with ListParts and AbortMultipartUpload (`addMultipartCalls`). s3rver cannot answer a
 * range ending at byte 0 (`bytes=0-0` reads the whole object), so the contract's shortest
 * range read is two bytes.
 */
/**
 * s3rver reads a suffix range (`bytes=-500`) as `bytes=0-500`; S3 answers the last 500
 * bytes. The front asks s3rver for the object's size and sends the explicit range instead.
 */
async function explicitRange(req: IncomingMessage, backend: AddressInfo): Promise<string | null> {
  const suffix = /^bytes=-(\d+)$/.exec(String(req.headers.range ?? ''));
  if (req.method !== 'GET' || !suffix) return null;
  const size = await new Promise<number>((resolve) => {
    request(
      { host: backend.address, port: backend.port, method: 'HEAD', path: req.url },
      (answer) => {
        answer.resume();
        resolve(Number(answer.headers['content-length'] ?? 0));
      },
    )
      .on('error', () => resolve(0))
      .end();
  });
  return `bytes=${Math.max(0, size - Number(suffix[1]))}-${size - 1}`;
}

export async function startS3TestServer(bucket = 'classroom-media'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'classroom-s3-'));
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  addMultipartCalls(s3rver);
  const backend = await s3rver.run();
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const refused: string[] = [];
  const front: Server = createServer((req, res) => {
    const verdict = checkSigV4(req, credentials, new Date());
    if (!verdict.ok) {
      refused.push(verdict.code);
      req.resume();
      res.writeHead(403, { 'Content-Type': 'application/xml' });
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${verdict.code}</Code><Message>${verdict.message}</Message></Error>`,
      );
      return;
    }
    void explicitRange(req, backend).then((range) => {
      const headers = { ...req.headers, host: `${backend.address}:${backend.port}` };
      if (range) headers.range = range;
      const forward = request(
        { host: backend.address, port: backend.port, method: req.method, path: req.url, headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', () => res.destroy());
      req.pipe(forward);
    });
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const port = (front.address() as AddressInfo).port;
  const endpoint = `http://127.0.0.1:${port}`;
  const region = 'us-east-1';
  const client = s3ClientFor({ bucket, region, endpoint, forcePathStyle: true }, credentials);
  return {
    endpoint,
    bucket,
    region,
    credentials,
    refused,
    async multipartUploads(prefix) {
      const listed = await client.send(
        new ListMultipartUploadsCommand({ Bucket: bucket, Prefix: prefix }),
      );
      return (listed.Uploads ?? []).map((upload) => ({
        key: upload.Key!,
        uploadId: upload.UploadId!,
      }));
    },
    async close() {
      client.destroy();
      front.closeAllConnections();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await s3rver.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
