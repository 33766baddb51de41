import type { UploadStore } from '@classroom/core';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/server';

/** An upload's id in the tus store: its original's key in the media store. */
export const uploadIdOf = (assetId: string) => `${assetId}/original`;

/**
 * Uploads written straight into the disk media store's folder: an upload's bytes are its
 * asset's original (`assetId/original`), and tus's bookkeeping sits beside them.
 */
export function diskUploads(root: string): DataStore {
  return new FileStore({ directory: root });
}

/** Uploads into the S3 media store's bucket, as multipart uploads, resumable from any replica. */
export function s3Uploads(options: {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}): DataStore {
  return new S3Store({
    partSize: 8 * 1024 * 1024,
    s3ClientConfig: {
      bucket: options.bucket,
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  });
}

/** The core's view of the tus store: discarding an upload, finished or not. */
export class TusUploadStore implements UploadStore {
  constructor(private readonly store: DataStore) {}

  async discard(assetId: string): Promise<void> {
    try {
      await this.store.remove(uploadIdOf(assetId));
    } catch (error) {
      // Nothing to discard: never created, already removed, or swept.
      if ((error as { status_code?: number }).status_code !== 404) throw error;
    }
  }
}
