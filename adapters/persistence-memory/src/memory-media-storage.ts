import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  checkedMediaKey,
  type ByteRange,
  type LocalCopy,
  type MediaStorage,
  type SignedUrlOptions,
  type StoredObject,
  type UploadStore,
} from '@classroom/core';

/**
 * Media bytes in a Map, for use-case and API tests. Its signed addresses are `memory:` ones
 * that nothing serves, and a local copy is a temporary file: the disk and S3 stores run the
 * contract suite that proves those.
 */
export class MemoryMediaStorage implements MediaStorage {
  readonly objects = new Map<string, { bytes: Uint8Array; contentType: string }>();

  async put(
    key: string,
    body: Uint8Array | AsyncIterable<Uint8Array>,
    options: { contentType: string },
  ): Promise<void> {
    const chunks: Uint8Array[] = [];
    if (body instanceof Uint8Array) chunks.push(body);
    else for await (const chunk of body) chunks.push(chunk);
    const bytes = Uint8Array.from(chunks.flatMap((chunk) => [...chunk]));
    this.objects.set(checkedMediaKey(key), { bytes, contentType: options.contentType });
  }

  async read(key: string, range?: ByteRange): Promise<AsyncIterable<Uint8Array> | null> {
    const found = this.objects.get(checkedMediaKey(key));
    if (!found) return null;
    const bytes = range ? found.bytes.slice(range.start, range.end + 1) : found.bytes;
    return (async function* () {
      yield bytes;
    })();
  }

  async head(key: string): Promise<StoredObject | null> {
    const found = this.objects.get(checkedMediaKey(key));
    return found ? { size: found.bytes.length, contentType: found.contentType } : null;
  }

  async delete(key: string): Promise<void> {
    this.objects.delete(checkedMediaKey(key));
  }

  async deletePrefix(prefix: string): Promise<void> {
    for (const key of [...this.objects.keys()])
      if (key.startsWith(prefix)) this.objects.delete(key);
  }

  async signedUrl(key: string, options: SignedUrlOptions): Promise<string> {
    return `memory:${checkedMediaKey(key)}?expires=${options.expiresInSeconds}`;
  }

  async digest(key: string): Promise<{ sha256: string; size: number }> {
    const found = this.objects.get(checkedMediaKey(key));
    if (!found) throw new Error(`No such object: ${key}`);
    // Not a real SHA-256: a stand-in that changes with the bytes (no crypto in this adapter).
    const sum = found.bytes.reduce(
      (total, byte, index) => (total * 31 + byte + index) % 2 ** 32,
      7,
    );
    return { sha256: sum.toString(16).padStart(64, '0'), size: found.bytes.length };
  }

  async localCopy(key: string): Promise<LocalCopy> {
    const found = this.objects.get(checkedMediaKey(key));
    if (!found) throw new Error(`No such object: ${key}`);
    const folder = await mkdtemp(path.join(tmpdir(), 'classroom-memory-media-'));
    const file = path.join(folder, 'copy');
    await writeFile(file, found.bytes);
    return { path: file, release: () => rm(folder, { recursive: true, force: true }) };
  }
}

/** Unfinished uploads in the memory store: their bytes sit under the asset's key. */
export class MemoryUploadStore implements UploadStore {
  constructor(private readonly storage: MemoryMediaStorage) {}

  async discard(assetId: string): Promise<void> {
    await this.storage.deletePrefix(`${assetId}/`);
  }
}
