/** A running upload of a file from the computer. */
export interface UploadHandle {
  /** Resolves with the new asset's id once the last byte has arrived. */
  done: Promise<string>;
  abort(): void;
  /** Stops sending, keeping what the server has; `resume` sends the rest. Where supported. */
  pause?(): void;
  resume?(): void;
}

export type UploadKind = 'image' | 'video' | 'file';

/**
 * Sends a file to the server, reporting progress from 0 to 100. The website's is tus from the
 * page; the desktop app passes its own, which uploads from its main process.
 */
export type FileUploader = (
  file: File,
  kind: UploadKind,
  onProgress: (percent: number) => void,
) => UploadHandle;
