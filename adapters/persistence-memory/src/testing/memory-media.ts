import {
  createMediaUseCases,
  type MediaLimits,
  type MediaUseCases,
  type UploadAllowances,
  type User,
  type VideoProcessor,
} from '@classroom/core';
import { fakeImageProcessor } from '@classroom/core/testing';
import { MemoryMediaStorage, MemoryUploadStore } from '../memory-media-storage';
import { MemoryRateLimiter } from '../memory-rate-limiter';
import { SequentialIdGenerator } from '../memory-support';
import { memoryCore, type MemoryCore } from './memory-core';

export interface MemoryMedia extends MemoryCore {
  media: MediaUseCases;
  storage: MemoryMediaStorage;
  /** The jobs queued of one kind, their payloads oldest first. */
  jobsOf(kind: string): unknown[];
  /** An announced upload whose bytes have arrived in the store. */
  uploaded(
    owner: User,
    name: string,
    bytes: Uint8Array,
    kind?: 'image' | 'video' | 'file',
  ): Promise<string>;
}

/**
 * The core and the media use cases over the in-memory adapters and a fake image processor;
 * videos are read by `options.videos` (none: as on a machine without ffmpeg).
 */
export function memoryMedia(
  options: { limits?: MediaLimits; allowances?: UploadAllowances; videos?: VideoProcessor } = {},
): MemoryMedia {
  const core = memoryCore();
  const storage = new MemoryMediaStorage();
  const media = createMediaUseCases({
    ...core.store,
    storage,
    uploads: new MemoryUploadStore(storage),
    images: fakeImageProcessor,
    videos: options.videos ?? null,
    ids: new SequentialIdGenerator('asset-'),
    clock: core.clock,
    rateLimiter: new MemoryRateLimiter(core.clock),
    limits: options.limits,
    allowances: options.allowances,
  });
  return {
    ...core,
    media,
    storage,
    jobsOf: (kind) =>
      [...core.store.tables.jobs.values()]
        .filter((job) => job.kind === kind)
        .map((job) => job.payload),
    async uploaded(owner, name, bytes, kind = 'image') {
      const actor = { email: owner.email };
      const asset = await media.startUpload.execute({ kind, name, size: bytes.length }, actor);
      await storage.put(asset.key, bytes, { contentType: asset.mimeType });
      return asset.id;
    },
  };
}
