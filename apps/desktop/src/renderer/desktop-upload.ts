import { ApiError, apiErrorFrom, type FileUploader } from '@classroom/web';
import type { DesktopBridge } from '../shared/ipc-channels';

/** 128 random bits in hex (getRandomValues works in every context, randomUUID in secure ones). */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The web UI's uploader in the desktop app: the main process sends the file (the page has no
 * network of its own), so the upload goes on while the window changes page and shows on the
 * taskbar. Progress arrives as `upload:progress` events; a refusal is the server's own answer.
 */
export function createDesktopUploader(bridge: DesktopBridge): FileUploader {
  return (file, kind, onProgress) => {
    const uploadId = randomId();
    const stop = bridge.on('upload:progress', (event) => {
      if (event.uploadId === uploadId) onProgress(event.percent);
    });
    const done = bridge
      .uploadFile(file, { uploadId, kind })
      .then((result) => {
        if (result.ok) return result.assetId;
        if (result.status === 0) {
          throw new ApiError(0, 'network_error', 'The upload could not reach the server.');
        }
        let body: unknown;
        try {
          body = JSON.parse(result.body);
        } catch {
          body = undefined;
        }
        throw apiErrorFrom(result.status, body);
      })
      .finally(stop);
    return { done, abort: () => void bridge.abortUpload(uploadId) };
  };
}
