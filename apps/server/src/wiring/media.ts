import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import {
  DEFAULT_RETRY_POLICY,
  MEDIA_EXPIRE_UPLOAD_JOB,
  MEDIA_HLS_JOB,
  MEDIA_PROCESS_JOB,
  MEDIA_PURGE_JOB,
  assetIdOf,
  createMediaUseCases,
  type Actor,
  type Clock,
  type MediaStorage,
  type MediaUseCases,
  type VideoProcessor,
} from '@classroom/core';
import {
  DiskMediaStorage,
  HmacSigner,
  SIGNED_PATH,
  serveSignedMedia,
  type MediaRequestHandler,
} from '@classroom/media-disk';
import { nameRoute } from '@classroom/http-edge';
import { S3MediaStorage, s3ClientFor } from '@classroom/media-s3';
import { SharpImageProcessor } from '@classroom/media-sharp';
import { TusUploadStore, diskUploads, s3Uploads, tusUploads } from '@classroom/media-tus';
import type { Context, Middleware } from 'koa';
import type { Config } from '../config/config';
import type { JobHandler } from '../jobs/job-runner';
import type { Store } from './store';

/** Uploads, the media store and its background jobs. */
export interface MediaWiring {
  useCases: MediaUseCases;
  storage: MediaStorage;
  /** Resumable uploads at /api/v1/uploads, and the disk store's signed addresses. */
  middleware: Middleware[];
  /** Handlers of the media jobs, by kind. */
  jobs: Record<string, JobHandler>;
  /** Origins the browser reads media from besides the site (an S3 bucket's). */
  origins: string[];
}

/** Asset ids: 128 random bits, since pictures are served to anyone who has the id. */
const randomIds = { next: () => randomBytes(16).toString('base64url') };

export async function createMediaWiring(
  config: Config,
  secret: string,
  store: Store,
  clock: Clock,
  authenticate: (ctx: Context) => Promise<Actor | null>,
  videos: VideoProcessor | null,
): Promise<MediaWiring> {
  const signer = new HmacSigner(secret, 'media-urls');
  const settings = config.media;
  let storage: MediaStorage;
  let uploads;
  let serveSigned: MediaRequestHandler | null = null;
  if (settings.store.kind === 's3') {
    const { kind: _kind, ...location } = settings.store;
    storage = new S3MediaStorage(s3ClientFor(location), location.bucket, { clock });
    uploads = s3Uploads(location);
  } else {
    const root = path.resolve(settings.store.root);
    const disk = new DiskMediaStorage({ root, signer, clock });
    storage = disk;
    uploads = diskUploads(root);
    serveSigned = serveSignedMedia(disk, signer, clock);
  }
  const useCases = createMediaUseCases({
    ...store.repositories,
    unitOfWork: store.unitOfWork,
    storage,
    uploads: new TusUploadStore(uploads),
    images: new SharpImageProcessor(settings.pictures),
    videos,
    ids: randomIds,
    clock,
    rateLimiter: store.rateLimiter,
    limits: settings.limits,
    allowances: settings.allowances,
    uploadExpiryMs: settings.uploadExpiryMs,
    signedUrlSeconds: settings.signedUrlSeconds,
  });
  const middleware: Middleware[] = [
    tusUploads({
      store: uploads,
      storage,
      media: useCases,
      authenticate,
      maxSize: Math.max(...Object.values(settings.limits)),
    }),
  ];
  if (serveSigned) {
    const handle = serveSigned;
    middleware.unshift(async (ctx, next) => {
      if (!ctx.path.startsWith(SIGNED_PATH)) return next();
      // Named before the answer is written: metrics read the name once it is.
      nameRoute(ctx, `${SIGNED_PATH}*`);
      if (await handle(ctx.req, ctx.res)) {
        ctx.respond = false;
        return;
      }
      await next();
    });
  }
  const retry = { ...DEFAULT_RETRY_POLICY };
  return {
    useCases,
    storage,
    middleware,
    origins: settings.store.kind === 's3' ? [s3Origin(settings.store)] : [],
    jobs: {
      // One picture per core at a time (sharp works each on one thread), one ffmpeg ladder
      // (ffmpeg takes every core): the rest wait in the queue, not in memory.
      [MEDIA_PROCESS_JOB]: {
        retry,
        concurrency: availableParallelism(),
        run: async (payload) => void (await useCases.processMedia.execute(assetIdOf(payload))),
      },
      [MEDIA_HLS_JOB]: {
        retry,
        concurrency: 1,
        run: async (payload) => void (await useCases.makeHlsLadder.execute(assetIdOf(payload))),
      },
      [MEDIA_EXPIRE_UPLOAD_JOB]: {
        retry,
        run: async (payload) => void (await useCases.expireUpload.execute(assetIdOf(payload))),
      },
      [MEDIA_PURGE_JOB]: {
        retry,
        run: (payload) => useCases.purgeMedia.execute(assetIdOf(payload)),
      },
    },
  };
}

/** The origin presigned addresses point at: the endpoint's, or the bucket's AWS host. */
function s3Origin(location: {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
}) {
  if (location.endpoint) return new URL(location.endpoint).origin;
  return location.forcePathStyle
    ? `https://s3.${location.region}.amazonaws.com`
    : `https://${location.bucket}.s3.${location.region}.amazonaws.com`;
}
