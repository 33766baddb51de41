import { AsyncLocalStorage } from 'node:async_hooks';
import {
  DomainError,
  NotFoundError,
  MEDIA_KINDS,
  type Actor,
  type MediaKind,
  type MediaStorage,
  type MediaUseCases,
} from '@classroom/core';
import { errorStatus, logSafeError, nameRoute, type ErrorLogger } from '@classroom/http-edge';
import { Server, type DataStore } from '@tus/server';
import { fileTypeFromBuffer } from 'file-type';
import type { Context, Middleware } from 'koa';
import { uploadIdOf } from './upload-stores';

/** Where uploads are created (POST) and resumed (HEAD, PATCH /:assetId). */
export const UPLOADS_PATH = '/api/v1/uploads';

export interface TusUploadsOptions {
  store: DataStore;
  /** To read an upload's first bytes once it has arrived. */
  storage: MediaStorage;
  media: Pick<MediaUseCases, 'startUpload' | 'finishUpload' | 'getMediaAsset'>;
  /** The product's authentication: the session cookie or a bearer token. */
  authenticate: (ctx: Context) => Promise<Actor | null>;
  /** No upload may announce more (the largest kind's limit); each kind has its own below. */
  maxSize: number;
}

type Refusal = { status_code: number; body: string };

/** What a request's hooks need of it: who asks, and where its failures are logged. */
interface Caller {
  actor: Actor;
  log?: ErrorLogger;
}

/**
 * Resumable uploads (tus 1.0, @tus/server) behind the product's authentication. Creating an
 * upload announces its kind (`kind` metadata: image, video or file), name (`filename`) and
 * size (Upload-Length, required): StartUpload refuses what it can before a byte travels.
 * Only the uploader may resume or look at an upload, and only while it is unfinished. When
 * the last byte arrives, the first bytes tell its type (file-type), and FinishUpload accepts
 * it or removes it. Refusals are the API's JSON errors.
 */
export function tusUploads(options: TusUploadsOptions): Middleware {
  const callers = new AsyncLocalStorage<Caller>();
  const caller = () => callers.getStore()?.actor ?? null;

  const uploadGone = (uploadId: string | undefined): Promise<boolean> =>
    uploadId === undefined
      ? Promise.resolve(false)
      : options.media.getMediaAsset.execute(assetOf(uploadId), caller()).then(
          () => false,
          (failure: unknown) => failure instanceof NotFoundError,
        );

  /**
   * Every refusal is the API's JSON error. A failure on the server's side (a tus 5xx, or an
   * error with no status) is, when the upload is gone, an upload deleted while its bytes were
   * on their way: the store lost its file after the checks above. Otherwise it is logged.
   */
  const refusalOf = async (req: Request, error: Error | Refusal): Promise<Refusal | undefined> => {
    const status = 'status_code' in error ? error.status_code : 500;
    if (status >= 500 && (await uploadGone(uploadIdFrom(lastSegment(req))))) {
      return notFound('This upload was deleted or has expired: nothing of it is kept.');
    }
    if ('status_code' in error) return jsonRefusal(error);
    callers.getStore()?.log?.error({ err: logSafeError(error) }, 'upload failed');
    return {
      status_code: 500,
      body: problem('internal_error', 'Something went wrong on our side.'),
    };
  };

  const server = new Server({
    path: UPLOADS_PATH,
    datastore: sweepingWrites(
      options.store,
      uploadGone,
      options.storage,
      () => callers.getStore()?.log,
    ),
    maxSize: options.maxSize,
    relativeLocation: true,
    respectForwardedHeaders: false,
    disableTerminationForFinishedUploads: true,
    generateUrl: (_req, { path, id }) => `${path}/${id.replace(/\/original$/, '')}`,
    getFileIdFromRequest: (_req, last) => uploadIdFrom(last),
    namingFunction: (req, metadata) =>
      refusing(async () => {
        const length = req.headers.get('upload-length');
        const asset = await options.media.startUpload.execute(
          {
            kind: kindOf(metadata?.kind),
            name: metadata?.filename ?? metadata?.name ?? '',
            size: length === null ? Number.NaN : Number(length),
          },
          caller(),
        );
        return uploadIdOf(asset.id);
      }),
    onIncomingRequest: (req, uploadId) =>
      refusing(async () => {
        if (req.method === 'POST') return;
        const asset = await options.media.getMediaAsset
          .execute(assetOf(uploadId), caller())
          .catch((error: unknown) => {
            if (!(error instanceof NotFoundError)) throw error;
            throw notFound('This upload was deleted or has expired: nothing of it is kept.');
          });
        if (req.method !== 'HEAD' && asset.status !== 'uploading') {
          throw notFound('This upload is already finished.');
        }
      }),
    onUploadFinish: (_req, upload) =>
      refusing(async () => {
        const head = await options.storage.read(upload.id, { start: 0, end: 4099 });
        const bytes: Uint8Array[] = [];
        for await (const chunk of head ?? []) bytes.push(chunk);
        const detected = await fileTypeFromBuffer(Buffer.concat(bytes));
        const asset = await options.media.finishUpload.execute(
          { assetId: assetOf(upload.id), detectedType: detected?.mime ?? null },
          caller(),
        );
        return {
          status_code: 204,
          headers: { 'X-Asset-Id': asset.id, 'X-Asset-Status': asset.status },
        };
      }),
    exposedHeaders: ['X-Asset-Id', 'X-Asset-Status'],
    onResponseError: refusalOf,
  });

  return async (ctx, next) => {
    if (ctx.path !== UPLOADS_PATH && !ctx.path.startsWith(`${UPLOADS_PATH}/`)) return next();
    nameRoute(ctx, ctx.path === UPLOADS_PATH ? UPLOADS_PATH : `${UPLOADS_PATH}/:id`);
    if (ctx.method === 'DELETE') {
      ctx.status = 405;
      ctx.set('Allow', 'POST, HEAD, PATCH, OPTIONS');
      ctx.body = JSON.parse(
        problem('method_not_allowed', 'Delete the file from your media library instead.'),
      );
      return;
    }
    const actor = await options.authenticate(ctx);
    if (!actor && ctx.method !== 'OPTIONS') {
      ctx.status = 401;
      ctx.body = JSON.parse(problem('unauthenticated', 'Sign in first.'));
      return;
    }
    ctx.respond = false;
    const log = (ctx.state as { log?: ErrorLogger }).log;
    await callers.run({ actor: actor!, log }, () => server.handle(ctx.req, ctx.res));
  };
}

/**
 * The store, each write of which ends by sweeping its upload if it was deleted meanwhile: the
 * purge may have run while the bytes arrived, before the store wrote them (on S3, the tail
 * kept as `original.part`). Only its owner writes (the hooks above), and the owner no longer
 * finds an upload only once it is deleted.
 */
function sweepingWrites(
  store: DataStore,
  uploadGone: (uploadId: string) => Promise<boolean>,
  storage: MediaStorage,
  log: () => ErrorLogger | undefined,
): DataStore {
  const write: DataStore['write'] = async (source, uploadId, offset) => {
    try {
      return await store.write(source, uploadId, offset);
    } finally {
      try {
        if (await uploadGone(uploadId)) await storage.deletePrefix(`${assetOf(uploadId)}/`);
      } catch (error) {
        log()?.error({ err: logSafeError(error) }, 'deleted upload not swept');
      }
    }
  };
  return new Proxy(store, {
    get(target, name) {
      if (name === 'write') return write;
      const value: unknown = Reflect.get(target, name, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

const uploadIdFrom = (last: string | undefined) =>
  last && /^[A-Za-z0-9_-]{1,64}$/.test(last) ? uploadIdOf(last) : undefined;

const lastSegment = (req: Request) => new URL(req.url).pathname.split('/').pop();

function kindOf(value: string | null | undefined): MediaKind {
  return (MEDIA_KINDS as readonly string[]).includes(value ?? '')
    ? (value as MediaKind)
    : ('' as MediaKind);
}

/**
 * tus's own refusals are plain text; the API answers JSON. An upload whose file the store
 * no longer has (404, 410) gets the same refusal as a deleted upload.
 */
function jsonRefusal(error: Refusal): Refusal | undefined {
  if (error.body.startsWith('{')) return undefined;
  if (error.status_code === 404 || error.status_code === 410) {
    return notFound('This upload was deleted or has expired: nothing of it is kept.');
  }
  const code = error.status_code >= 500 ? 'service_unavailable' : 'validation_failed';
  return { status_code: error.status_code, body: problem(code, error.body.trim()) };
}

const notFound = (message: string): Refusal => ({
  status_code: 404,
  body: problem('not_found', message),
});

const assetOf = (uploadId: string) => uploadId.replace(/\/original$/, '');

function problem(code: string, message: string, fields?: Readonly<Record<string, string>>): string {
  const hasFields = fields && Object.keys(fields).length > 0;
  return JSON.stringify({ error: { code, message, ...(hasFields ? { fields } : {}) } });
}

/** Runs a hook, turning the core's refusals into tus's `{status_code, body}` answers. */
async function refusing<T>(hook: () => Promise<T>): Promise<T> {
  try {
    return await hook();
  } catch (error) {
    if (error instanceof DomainError) {
      const refusal: Refusal = {
        status_code: errorStatus[error.code],
        body: problem(error.code, error.message, error.fields),
      };
      throw refusal;
    }
    throw error;
  }
}
