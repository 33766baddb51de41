import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { Upload, type DetailedError } from 'tus-js-client';
import type {
  ApiRequest,
  ApiResponse,
  UploadRequest,
  UploadResult,
} from '../../shared/ipc-channels';
import type { Notice } from '../native/notification-feed';

const KINDS = new Set(['image', 'video', 'file']);
const CHUNK_BYTES = 8 * 1024 * 1024;
/** Where a notification about an upload leads: the instructor's media library. */
const LIBRARY_PATH = '/teacher-dashboard/media';
/** How long a finished upload is followed until the server has processed it. */
const PROCESSING_WATCH_MS = 30 * 60 * 1000;

export interface DesktopUploadDeps {
  serverUrl: () => string | null;
  accessToken: () => Promise<string | null>;
  apiRequest: (request: ApiRequest) => Promise<ApiResponse>;
  /** All running uploads together, 0 to 1; null when none runs (the taskbar's bar goes). */
  onOverallProgress: (fraction: number | null) => void;
  onProgress: (uploadId: string, percent: number) => void;
  /** A native notification, once an uploaded file is processed. */
  notify: (notice: Notice) => void;
  wait?: (ms: number) => Promise<void>;
}

interface Running {
  upload: Upload;
  sent: number;
  total: number;
}

/**
 * Uploads from the computer, made by the main process with tus (resumable, the bearer token
 * fresh on every request): they go on while the window changes page, their overall progress
 * shows on the taskbar or dock, and a notification says when the server has processed the file.
 */
export class DesktopUploads {
  private readonly running = new Map<string, Running>();

  constructor(private readonly deps: DesktopUploadDeps) {}

  async start(request: UploadRequest): Promise<UploadResult> {
    const serverUrl = this.deps.serverUrl();
    const refusal = (message: string): UploadResult => ({
      ok: false,
      status: 400,
      body: JSON.stringify({ error: { code: 'validation_failed', message } }),
    });
    if (!serverUrl) return refusal('Choose your server first.');
    if (!KINDS.has(request?.kind) || typeof request.uploadId !== 'string') {
      return refusal('This upload is not one the app makes.');
    }
    if (this.running.has(request.uploadId)) return refusal('This upload has started already.');
    let size: number;
    try {
      const file = await stat(request.path);
      if (!file.isFile()) return refusal('Only files can be uploaded.');
      size = file.size;
    } catch {
      return refusal('The file could not be read.');
    }
    const name = basename(request.path);
    const result = await this.send(serverUrl, request, name, size);
    if (result.ok) void this.watchProcessing(result.assetId, name);
    return result;
  }

  abort(uploadId: string): void {
    const running = this.running.get(uploadId);
    if (!running) return;
    void running.upload.abort(true);
    this.finish(uploadId);
  }

  private send(
    serverUrl: string,
    request: UploadRequest,
    name: string,
    size: number,
  ): Promise<UploadResult> {
    return new Promise((resolve) => {
      const upload = new Upload(createReadStream(request.path), {
        endpoint: new URL('/api/v1/uploads', serverUrl).href,
        metadata: { filename: name, kind: request.kind },
        uploadSize: size,
        chunkSize: CHUNK_BYTES,
        retryDelays: [0, 1000, 3000, 5000],
        storeFingerprintForResuming: false,
        // Tokens live ten minutes and an upload may take longer: each request gets the current one.
        onBeforeRequest: async (httpRequest) => {
          const token = await this.deps.accessToken();
          if (token) httpRequest.setHeader('Authorization', `Bearer ${token}`);
        },
        onProgress: (sent, total) => {
          const running = this.running.get(request.uploadId);
          if (running) Object.assign(running, { sent, total });
          this.deps.onProgress(request.uploadId, total > 0 ? Math.floor((sent / total) * 100) : 0);
          this.reportOverall();
        },
        onError: (error) => {
          this.finish(request.uploadId);
          const response = (error as DetailedError).originalResponse;
          resolve(
            response
              ? { ok: false, status: response.getStatus(), body: response.getBody() }
              : { ok: false, status: 0, body: '' },
          );
        },
        onSuccess: () => {
          this.finish(request.uploadId);
          const path = new URL(upload.url ?? '', serverUrl).pathname.replace(/\/+$/, '');
          const assetId = decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
          resolve(assetId ? { ok: true, assetId } : { ok: false, status: 0, body: '' });
        },
      });
      this.running.set(request.uploadId, { upload, sent: 0, total: size });
      this.reportOverall();
      upload.start();
    });
  }

  private finish(uploadId: string): void {
    this.running.delete(uploadId);
    this.reportOverall();
  }

  private reportOverall(): void {
    const all = [...this.running.values()];
    if (all.length === 0) return this.deps.onOverallProgress(null);
    const total = all.reduce((sum, running) => sum + running.total, 0);
    const sent = all.reduce((sum, running) => sum + running.sent, 0);
    this.deps.onOverallProgress(total > 0 ? sent / total : 0);
  }

  /** Follows the file until the server has processed it, then says so. */
  private async watchProcessing(assetId: string, name: string): Promise<void> {
    const wait = this.deps.wait ?? ((ms) => new Promise((done) => setTimeout(done, ms)));
    const path = `/api/v1/media/${encodeURIComponent(assetId)}`;
    const started = Date.now();
    for (
      let delay = 500;
      Date.now() - started < PROCESSING_WATCH_MS;
      delay = Math.min(delay * 2, 10_000)
    ) {
      const answer = await this.deps.apiRequest({ method: 'GET', path, headers: {} });
      if (answer.status === 404) return;
      if (answer.status === 200) {
        const asset = JSON.parse(answer.body) as { status: string; failure?: string | null };
        if (asset.status === 'ready') {
          return this.deps.notify({
            id: `upload-${assetId}`,
            title: 'Upload ready',
            body: `${name} is ready to use.`,
            path: LIBRARY_PATH,
          });
        }
        if (asset.status === 'failed') {
          return this.deps.notify({
            id: `upload-${assetId}`,
            title: 'Upload failed',
            body: `${name} could not be processed: ${asset.failure ?? 'its contents could not be read'}.`,
            path: LIBRARY_PATH,
          });
        }
      }
      await wait(delay);
    }
  }
}
