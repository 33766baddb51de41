import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  checkedMediaKey,
  type ByteRange,
  type Clock,
  type LocalCopy,
  type MediaStorage,
  type SignedUrlOptions,
  type StoredObject,
} from '@classroom/core';
import { systemClock, type HmacSigner } from './hmac-signer';
import { signedPath } from './signed-path';

/**
 * The media store in a folder of this machine (VAR_DIR/media by default): one file per key.
 * Writes land under a hidden temporary name and are renamed into place, so a reader sees the
 * old bytes or the new ones, never half. Signed addresses are served by `serveSignedMedia`.
 */
export class DiskMediaStorage implements MediaStorage {
  readonly root: string;
  private readonly signer: HmacSigner;
  private readonly clock: Clock;

  constructor(options: { root: string; signer: HmacSigner; clock?: Clock }) {
    this.root = path.resolve(options.root);
    this.signer = options.signer;
    this.clock = options.clock ?? systemClock;
  }

  /** The file of a key; throws for anything that is not a media key (`..`, absolute paths). */
  fileOf(key: string): string {
    return path.join(this.root, ...checkedMediaKey(key).split('/'));
  }

  async put(
    key: string,
    body: Uint8Array | AsyncIterable<Uint8Array>,
    _options: { contentType: string },
  ): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = path.join(
      path.dirname(file),
      `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
    );
    try {
      if (body instanceof Uint8Array) await writeFile(temporary, body);
      else await pipeline(Readable.from(body), createWriteStream(temporary));
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<AsyncIterable<Uint8Array> | null> {
    const file = this.fileOf(key);
    if ((await sizeOf(file)) === null) return null;
    return createReadStream(file, range ? { start: range.start, end: range.end } : {});
  }

  async head(key: string): Promise<StoredObject | null> {
    const size = await sizeOf(this.fileOf(key));
    return size === null ? null : { size, contentType: null };
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    if (!prefix.endsWith('/')) throw new Error('A prefix names a folder: it ends with "/"');
    await rm(this.fileOf(prefix.slice(0, -1)), { recursive: true, force: true });
  }

  async signedUrl(key: string, options: SignedUrlOptions): Promise<string> {
    this.fileOf(key);
    const expires = Math.floor(this.clock.now().getTime() / 1000) + options.expiresInSeconds;
    return signedPath(
      { key, expires, contentType: options.contentType, downloadName: options.downloadName },
      this.signer,
    );
  }

  async digest(key: string): Promise<{ sha256: string; size: number }> {
    const hash = createHash('sha256');
    let size = 0;
    for await (const chunk of createReadStream(this.fileOf(key), { highWaterMark: 1 << 20 })) {
      hash.update(chunk as Buffer);
      size += (chunk as Buffer).length;
    }
    return { sha256: hash.digest('hex'), size };
  }

  async localCopy(key: string): Promise<LocalCopy> {
    const file = this.fileOf(key);
    if ((await sizeOf(file)) === null) throw new Error(`No such object: ${key}`);
    // The store's own file: nothing to remove afterwards.
    return { path: file, release: async () => undefined };
  }
}

/** The file's size, or null when there is no such file. */
export async function sizeOf(file: string): Promise<number | null> {
  try {
    const found = await stat(file);
    return found.isFile() ? found.size : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
