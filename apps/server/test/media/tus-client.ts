import { createReadStream } from 'node:fs';
import { Upload, type UploadOptions } from 'tus-js-client';

export const INSTRUCTOR = 'instructor@classroom.test';
export const STUDENT = 'student@classroom.test';
export const bearer = (email: string) => ({ Authorization: `Bearer test:${email}` });

export interface Uploaded {
  /** The upload's address, `/api/v1/uploads/<assetId>`. */
  url: string;
  assetId: string;
}

/** Uploads bytes or a file with tus-js-client, as the web's Uppy does; rejects with tus's error. */
export function tusUpload(
  origin: string,
  input: Buffer | { path: string; size: number },
  metadata: { filename: string; kind: string },
  options: Partial<UploadOptions> & { as?: string } = {},
): { done: Promise<Uploaded>; upload: Upload } {
  const { as = INSTRUCTOR, ...rest } = options;
  let resolve!: (value: Uploaded) => void;
  let reject!: (error: Error) => void;
  const done = new Promise<Uploaded>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  const source = Buffer.isBuffer(input) ? input : createReadStream(input.path);
  const upload = new Upload(source, {
    endpoint: `${origin}/api/v1/uploads`,
    metadata,
    headers: bearer(as),
    uploadSize: Buffer.isBuffer(input) ? input.length : input.size,
    chunkSize: 16 * 1024 * 1024,
    retryDelays: [],
    storeFingerprintForResuming: false,
    ...rest,
    onSuccess: () => {
      const url = new URL(upload.url!, origin).pathname;
      resolve({ url, assetId: url.split('/').pop()! });
    },
    onError: (error) => reject(error),
  });
  upload.start();
  return { done, upload };
}

/** The JSON error of a refused tus request, as the upload dialog reads it. */
export function refusal(error: unknown): { status: number; body: unknown } {
  const response = (error as { originalResponse?: { getStatus(): number; getBody(): string } })
    .originalResponse;
  if (!response) throw error;
  return { status: response.getStatus(), body: JSON.parse(response.getBody()) };
}
