import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  checkedMediaKey,
  type ByteRange,
  type Clock,
  type LocalCopy,
  type MediaStorage,
  type SignedUrlOptions,
  type StoredObject,
} from '@classroom/core';
import type { S3Location } from './s3-location';

/** An S3 client for the location; credentials from the environment unless given. */
export function s3ClientFor(
  location: S3Location,
  credentials?: { accessKeyId: string; secretAccessKey: string },
): S3Client {
  return new S3Client({
    region: location.region,
    endpoint: location.endpoint,
    forcePathStyle: location.forcePathStyle,
    credentials,
    // Checksums only where S3 requires them: S3-compatible servers do not all read the
    // aws-chunked bodies that the default would send.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * The media store in an S3-compatible bucket. Signed addresses are S3's own presigned GETs:
 * the bucket checks their signature and expiry on every request and serves ranges itself.
 */
export class S3MediaStorage implements MediaStorage {
  private readonly clock: Clock;

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    options: { clock?: Clock } = {},
  ) {
    this.clock = options.clock ?? { now: () => new Date() };
  }

  async put(
    key: string,
    body: Uint8Array | AsyncIterable<Uint8Array>,
    options: { contentType: string },
  ): Promise<void> {
    // Multipart for streams of any length; one PUT for what fits in one part.
    await new Upload({
      client: this.client,
      params: {
        Bucket: this.bucket,
        Key: checkedMediaKey(key),
        Body: body instanceof Uint8Array ? body : Readable.from(body),
        ContentType: options.contentType,
      },
    }).done();
  }

  async read(key: string, range?: ByteRange): Promise<AsyncIterable<Uint8Array> | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: checkedMediaKey(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return answer.Body as Readable;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async head(key: string): Promise<StoredObject | null> {
    try {
      const answer = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: checkedMediaKey(key) }),
      );
      return { size: answer.ContentLength ?? 0, contentType: answer.ContentType ?? null };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: checkedMediaKey(key) }),
    );
  }

  async deletePrefix(prefix: string): Promise<void> {
    if (!prefix.endsWith('/')) throw new Error('A prefix names a folder: it ends with "/"');
    checkedMediaKey(prefix.slice(0, -1));
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      const keys = (page.Contents ?? []).map((object) => ({ Key: object.Key! }));
      if (keys.length > 0) {
        await this.client.send(
          new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }),
        );
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async signedUrl(key: string, options: SignedUrlOptions): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: checkedMediaKey(key),
      ResponseContentType: options.contentType,
      ResponseContentDisposition: options.downloadName
        ? `attachment; filename*=UTF-8''${encodeURIComponent(options.downloadName)}`
        : undefined,
    });
    return getSignedUrl(this.client, command, {
      expiresIn: options.expiresInSeconds,
      signingDate: this.clock.now(),
    });
  }

  async digest(key: string): Promise<{ sha256: string; size: number }> {
    const body = await this.read(key);
    if (!body) throw new Error(`No such object: ${key}`);
    const hash = createHash('sha256');
    let size = 0;
    for await (const chunk of body) {
      hash.update(chunk);
      size += chunk.length;
    }
    return { sha256: hash.digest('hex'), size };
  }

  async localCopy(key: string): Promise<LocalCopy> {
    const body = await this.read(key);
    if (!body) throw new Error(`No such object: ${key}`);
    const file = path.join(tmpdir(), `classroom-media-${randomBytes(8).toString('hex')}`);
    try {
      await pipeline(Readable.from(body), createWriteStream(file));
    } catch (error) {
      await rm(file, { force: true });
      throw error;
    }
    return { path: file, release: () => rm(file, { force: true }) };
  }
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404)
  );
}
