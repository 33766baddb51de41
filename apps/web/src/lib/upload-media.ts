import { pathOf, type MediaAssetWire } from '@classroom/http-contract';
import { Upload } from 'tus-js-client';
import type { ApiClient } from './api-client';

export type UploadKind = 'image' | 'video' | 'file';

export interface RunningUpload {
  /** The asset's id once the last byte has arrived and its type is checked. */
  done: Promise<string>;
  abort(): void;
}

const UPLOADS = '/api/v1/uploads';

/**
 * A resumable upload (tus 1.0) of `file` as `kind`, reporting the percentage sent. A refusal
 * rejects with the server's own words ("Images may be at most 10 MB; …"); a dropped
 * connection is retried from where it stopped.
 */
export function uploadMedia(
  api: ApiClient,
  file: File,
  kind: UploadKind,
  onProgress: (percent: number) => void,
): RunningUpload {
  let upload: Upload;
  const done = new Promise<string>((resolve, reject) => {
    upload = new Upload(file, {
      endpoint: api.url(UPLOADS),
      metadata: { filename: file.name, kind },
      headers: api.authHeaders(),
      chunkSize: 8 * 1024 * 1024,
      retryDelays: [0, 1000, 3000, 5000],
      removeFingerprintOnSuccess: true,
      onBeforeRequest: (request) => {
        const xhr = request.getUnderlyingObject() as XMLHttpRequest | undefined;
        if (xhr && 'withCredentials' in xhr) xhr.withCredentials = true;
      },
      onProgress: (sent, total) => onProgress(total ? Math.floor((sent / total) * 100) : 0),
      onSuccess: () => resolve(upload.url!.split('/').pop()!),
      onError: (error) => reject(new Error(refusalOf(error))),
    });
    upload.start();
  });
  return { done, abort: () => void upload.abort(true) };
}

/** The server's message in a refused upload's JSON answer, or a plain one. */
export function refusalOf(error: unknown): string {
  const response = (error as { originalResponse?: { getBody(): string } | null }).originalResponse;
  try {
    const body = JSON.parse(response?.getBody() ?? '') as { error?: { message?: string } };
    if (body.error?.message) return body.error.message;
  } catch {
    // Not the API's JSON: a network failure.
  }
  return 'The upload failed. Check your connection and try again.';
}

/** Follows an uploaded file until it is processed: ready, or failed with its reason. */
export async function whenProcessed(
  api: ApiClient,
  assetId: string,
  signal?: AbortSignal,
): Promise<MediaAssetWire> {
  for (let wait = 250; ; wait = Math.min(wait * 2, 2000)) {
    const asset = await api.get<MediaAssetWire>(pathOf('mediaAsset', { id: assetId }), {
      signal,
    });
    if (asset.status === 'ready') return asset;
    if (asset.status === 'failed') throw new Error(asset.failure ?? 'The file could not be read.');
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
