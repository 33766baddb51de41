import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type S3rver from 's3rver';

/** What the calls read of s3rver's file store. */
interface FilesystemStore {
  getResourcePath(bucket: string, key: string | undefined, resource: string): string;
}

/** The part of Koa's context the calls use (s3rver is a Koa app). */
interface Context {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  body: unknown;
  store: FilesystemStore;
  set(name: string, value: string): void;
}

type Middleware = (ctx: Context, next: () => Promise<unknown>) => Promise<unknown>;

const MAX_PARTS = 1000;

/**
 * Completes s3rver's multipart uploads with the calls it lacks, as S3 documents them:
 * ListParts (GET ?uploadId, with max-parts and part-number-marker), AbortMultipartUpload
 * (DELETE ?uploadId) and ListMultipartUploads (GET bucket?uploads, with prefix, in one page);
 * UploadPart and CompleteMultipartUpload of an upload that does not exist,
 * or belongs to another key, answer NoSuchUpload (404) instead of recreating it or failing
 * with a 500. @tus/s3-store finds an upload's offset with ListParts, and reads NoSuchUpload
 * there as "completed". The calls read the folder where s3rver keeps an upload
 * (`uploads/<uploadId>/` with its key, and each part with its `.md5` once written), and go in
 * as a Koa middleware before s3rver's router, so its XML encoding and errors apply.
 */
export function addMultipartCalls(s3rver: S3rver): void {
  const middleware = (s3rver as unknown as { middleware: Middleware[] }).middleware;
  // s3rver's router is its last middleware.
  middleware.splice(middleware.length - 1, 0, multipartCalls);
}

const multipartCalls: Middleware = async (ctx, next) => {
  const bucketOnly = /^\/([^/]+)\/?$/.exec(ctx.path);
  if (bucketOnly && ctx.method === 'GET' && ctx.query.uploads !== undefined) {
    const bucket = decodeURIComponent(bucketOnly[1]!);
    const prefix = String(ctx.query.prefix ?? '');
    ctx.body = {
      ListMultipartUploadsResult: {
        Bucket: bucket,
        Prefix: prefix,
        IsTruncated: false,
        Upload: await uploadsOf(ctx.store.getResourcePath(bucket, undefined, 'uploads'), prefix),
      },
    };
    return;
  }
  const uploadId = ctx.query.uploadId;
  const object = /^\/([^/]+)\/(.+)$/.exec(ctx.path);
  if (uploadId === undefined || !object) return next();
  const bucket = decodeURIComponent(object[1]!);
  const key = decodeURIComponent(object[2]!);
  const folder =
    typeof uploadId === 'string' && /^[0-9a-f]{1,64}$/.test(uploadId)
      ? path.join(ctx.store.getResourcePath(bucket, undefined, 'uploads'), uploadId)
      : null;
  const uploadKey = folder && (await readFile(path.join(folder, 'key'), 'utf8').catch(() => null));
  if (!folder || uploadKey !== key) {
    ctx.status = 404;
    ctx.set('Content-Type', 'application/xml');
    ctx.body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.</Message></Error>';
    return;
  }
  if (ctx.method === 'DELETE') {
    await rm(folder, { recursive: true, force: true });
    ctx.status = 204;
    return;
  }
  if (ctx.method !== 'GET') return next();
  ctx.body = {
    ListPartsResult: await listParts(folder, {
      bucket,
      key,
      uploadId: uploadId as string,
      marker: Number(ctx.query['part-number-marker'] ?? 0),
      max: Math.min(Number(ctx.query['max-parts'] ?? MAX_PARTS), MAX_PARTS),
    }),
  };
};

async function listParts(
  folder: string,
  page: { bucket: string; key: string; uploadId: string; marker: number; max: number },
) {
  const numbers = (await readdir(folder))
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((number) => number > page.marker)
    .sort((a, b) => a - b);
  const parts = [];
  for (const number of numbers) {
    if (parts.length === page.max) break;
    const file = path.join(folder, String(number));
    // A part being written has no checksum yet: S3 lists only the parts it has.
    const md5 = await readFile(`${file}.md5`, 'utf8').catch(() => null);
    if (md5 === null) continue;
    const { size, mtime } = await stat(file);
    parts.push({
      PartNumber: number,
      LastModified: mtime.toISOString(),
      ETag: `"${md5}"`,
      Size: size,
    });
  }
  const last = parts.at(-1)?.PartNumber;
  return {
    Bucket: page.bucket,
    Key: page.key,
    UploadId: page.uploadId,
    StorageClass: 'STANDARD',
    PartNumberMarker: page.marker,
    ...(last === undefined ? {} : { NextPartNumberMarker: last }),
    MaxParts: page.max,
    IsTruncated: last !== undefined && numbers.some((number) => number > last),
    Part: parts,
  };
}

/** The uploads in progress under `folder` whose key starts with `prefix`, by key. */
async function uploadsOf(folder: string, prefix: string) {
  const ids = await readdir(folder).catch(() => [] as string[]);
  const uploads = [];
  for (const uploadId of ids) {
    const file = path.join(folder, uploadId, 'key');
    const key = await readFile(file, 'utf8').catch(() => null);
    if (key === null || !key.startsWith(prefix)) continue;
    const { birthtime } = await stat(file);
    uploads.push({ Key: key, UploadId: uploadId, Initiated: birthtime.toISOString() });
  }
  return uploads.sort((a, b) => a.Key.localeCompare(b.Key) || a.UploadId.localeCompare(b.UploadId));
}
