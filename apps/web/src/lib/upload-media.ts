import { Upload, type DetailedError } from 'tus-js-client';
import { endpoints, type MediaAssetWire } from '@classroom/http-contract';
import type { ApiClient } from './api-client';
import { ApiError, apiErrorFrom } from './api-error';
import type { UploadHandle, UploadKind } from './file-uploader';

export type { UploadHandle } from './file-uploader';

/** Where resumable (tus 1.0) uploads start; see docs/media.md. */
export const UPLOADS_PATH = '/api/v1/uploads';

/** The asset id at the end of an upload's address: /api/v1/uploads/{assetId}. */
export function assetIdOf(uploadUrl: string | null): string | null {
  if (!uploadUrl) return null;
  const path = uploadUrl.split(/[?#]/)[0]!.replace(/\/+$/, '');
  const id = decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
  return id === '' ? null : id;
}

/** The server's `{error}` body of a refused upload, or a plain message when there is none. */
export function uploadErrorOf(error: Error): ApiError {
  const response = (error as DetailedError).originalResponse;
  if (!response) return new ApiError(0, 'network_error', 'The upload could not reach the server.');
  let body: unknown;
  try {
    body = JSON.parse(response.getBody());
  } catch {
    body = undefined;
  }
  return apiErrorFrom(response.getStatus(), body);
}

/**
 * Whether sending the file again may succeed: the network or the server failed. A refusal
 * (too large, no room left in the quota, too many uploads this hour) stands until something
 * changes, so the upload area offers no 'Try again' for it.
 */
export function worthRetrying(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

/**
 * Uploads a picture, a lesson's video or a file with the tus protocol: resumable, with its
 * progress (0 to 100) reported as it goes. Refusals carry the server's message. Where the
 * platform brings its own uploader (the desktop app), that one does it.
 */
export function uploadFile(
  client: ApiClient,
  file: File,
  kind: UploadKind,
  onProgress: (percent: number) => void,
): UploadHandle {
  const platform = client.fileUploader;
  if (platform) return platform(file, kind, onProgress);
  let upload: Upload | null = null;
  // What was last asked of the upload. Pausing or aborting can come while earlier uploads of the
  // file are still being looked up (below): it holds once the lookup ends, so a paused upload
  // waits for `resume` and an aborted one never starts.
  let asked: 'send' | 'pause' | 'abort' = 'send';
  let lookedUp = false;
  const done = new Promise<string>((resolve, reject) => {
    upload = new Upload(file, {
      endpoint: client.url(UPLOADS_PATH),
      metadata: { filename: file.name, kind },
      headers: client.authHeaders(),
      chunkSize: 8 * 1024 * 1024,
      retryDelays: [0, 1000, 3000],
      removeFingerprintOnSuccess: true,
      onBeforeRequest(request) {
        // The desktop app talks to another origin; the website's cookie rides along anyway.
        const xhr = request.getUnderlyingObject() as XMLHttpRequest | undefined;
        if (xhr && 'withCredentials' in xhr) xhr.withCredentials = true;
      },
      onProgress(sent, total) {
        onProgress(total > 0 ? Math.floor((sent / total) * 100) : 0);
      },
      onError: (error) => reject(uploadErrorOf(error)),
      onSuccess() {
        const id = assetIdOf(upload?.url ?? null);
        if (id) resolve(id);
        else reject(new ApiError(0, 'internal_error', 'The upload finished without a file id.'));
      },
    });
    // A file whose earlier upload did not finish (it failed, or the page was closed) carries
    // on from what the server has: tus-js-client keeps each unfinished upload's address.
    const started = upload;
    const startUnlessStopped = () => {
      lookedUp = true;
      if (asked === 'send') started.start();
    };
    void started.findPreviousUploads().then((previous) => {
      if (previous[0]) started.resumeFromPreviousUpload(previous[0]);
      startUnlessStopped();
    }, startUnlessStopped);
  });
  const running = () => upload as Upload | null;
  return {
    done,
    abort: () => {
      asked = 'abort';
      void running()?.abort(true);
    },
    // Stopping without terminating keeps the upload on the server; starting again asks it for
    // its offset and sends from there.
    pause: () => {
      if (asked === 'abort') return;
      asked = 'pause';
      void running()?.abort(false);
    },
    resume: () => {
      if (asked === 'abort') return;
      asked = 'send';
      if (lookedUp) running()?.start();
    },
  };
}

/** Follows an uploaded file until it is processed: ready, or failed with its reason. */
export async function whenProcessed(
  api: ApiClient,
  assetId: string,
  signal?: AbortSignal,
): Promise<MediaAssetWire> {
  for (let wait = 250; ; wait = Math.min(wait * 2, 2000)) {
    const asset = await api.call(endpoints.mediaAsset, { params: { id: assetId } }, { signal });
    if (asset.status === 'ready') return asset;
    if (asset.status === 'failed') throw new Error(asset.failure ?? 'The file could not be read.');
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
