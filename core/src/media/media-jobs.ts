/** Background jobs of the media area, by kind. */
export const MEDIA_PROCESS_JOB = 'media.process';
/** Makes a ready video's HLS ladder (ffmpeg). */
export const MEDIA_HLS_JOB = 'media.hls';
/** Removes an upload that was never finished, once its time is up. */
export const MEDIA_EXPIRE_UPLOAD_JOB = 'media.expire-upload';
/** Removes a deleted asset's bytes: its upload, original and variants. */
export const MEDIA_PURGE_JOB = 'media.purge';

/** How long an upload may stay unfinished before it is swept (default: a day). */
export const DEFAULT_UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** The asset a media job is about. */
export function assetIdOf(payload: unknown): string {
  const assetId = (payload as { assetId?: unknown } | null)?.assetId;
  if (typeof assetId !== 'string') throw new Error('media job: no assetId');
  return assetId;
}
