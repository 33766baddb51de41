// What may be uploaded and how it is served, declared once: the core checks it, the wire
// contract and the upload dialog read it. Constants only, so the browser bundle may import it.

export const MEDIA_KINDS = ['image', 'video', 'file'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** An upload's states: its bytes on the way, being checked and converted, usable, or refused. */
export const MEDIA_STATUSES = ['uploading', 'processing', 'ready', 'failed'] as const;

export interface MediaType {
  kind: MediaKind;
  /** The file name endings a file of this type may carry, lower case, without the dot. */
  extensions: readonly string[];
  /** How a message names it: "a PNG image". */
  label: string;
}

/** Every accepted type, by the MIME type its first bytes show. SVG is refused: it can script. */
export const MEDIA_TYPES: Readonly<Record<string, MediaType>> = {
  'image/jpeg': { kind: 'image', extensions: ['jpg', 'jpeg'], label: 'a JPEG image' },
  'image/png': { kind: 'image', extensions: ['png'], label: 'a PNG image' },
  'image/webp': { kind: 'image', extensions: ['webp'], label: 'a WebP image' },
  'image/avif': { kind: 'image', extensions: ['avif'], label: 'an AVIF image' },
  'image/gif': { kind: 'image', extensions: ['gif'], label: 'a GIF image' },
  'video/mp4': { kind: 'video', extensions: ['mp4', 'm4v'], label: 'an MP4 video' },
  'video/x-m4v': { kind: 'video', extensions: ['mp4', 'm4v'], label: 'an MP4 video' },
  'video/quicktime': { kind: 'video', extensions: ['mov'], label: 'a QuickTime video' },
  'video/webm': { kind: 'video', extensions: ['webm'], label: 'a WebM video' },
  'application/pdf': { kind: 'file', extensions: ['pdf'], label: 'a PDF document' },
  'application/zip': { kind: 'file', extensions: ['zip'], label: 'a ZIP archive' },
  'application/epub+zip': { kind: 'file', extensions: ['epub'], label: 'an EPUB book' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    kind: 'file',
    extensions: ['docx'],
    label: 'a Word document',
  },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': {
    kind: 'file',
    extensions: ['pptx'],
    label: 'a PowerPoint presentation',
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    kind: 'file',
    extensions: ['xlsx'],
    label: 'an Excel workbook',
  },
  'audio/mpeg': { kind: 'file', extensions: ['mp3'], label: 'an MP3 recording' },
};

/** The file name endings accepted for a kind, for a file picker's filter: ".jpg", ... */
export function extensionsOf(kind: MediaKind): string[] {
  const endings = Object.values(MEDIA_TYPES)
    .filter((type) => type.kind === kind)
    .flatMap((type) => type.extensions.map((extension) => `.${extension}`));
  return [...new Set(endings)];
}

const MB = 1024 * 1024;

/** Largest upload of each kind unless the operator sets another (MEDIA_MAX_*_MB). */
export const DEFAULT_MEDIA_LIMITS: Readonly<Record<MediaKind, number>> = {
  image: 10 * MB,
  video: 4 * 1024 * MB,
  file: 200 * MB,
};

export type MediaLimits = Readonly<Record<MediaKind, number>>;

/** What one person may keep and start: their uploads' bytes in all, and uploads an hour. */
export interface UploadAllowance {
  /** Bytes their uploads (not failed) may take together, as uploaded. */
  quotaBytes: number;
  /** Uploads they may start in an hour. */
  uploadsPerHour: number;
}

/** Who uploads: students keep a profile photo, instructors their courses' media. */
export const UPLOADER_ROLES = ['student', 'instructor', 'admin'] as const;
export type UploaderRole = (typeof UPLOADER_ROLES)[number];

export type UploadAllowances = Readonly<Record<UploaderRole, UploadAllowance>>;

/**
 * Unless the operator sets others (MEDIA_QUOTA_*_MB, MEDIA_UPLOADS_PER_HOUR_*): a student
 * keeps a few pictures, an instructor the videos of many courses.
 */
export const DEFAULT_UPLOAD_ALLOWANCES: UploadAllowances = {
  student: { quotaBytes: 50 * MB, uploadsPerHour: 10 },
  instructor: { quotaBytes: 20 * 1024 * MB, uploadsPerHour: 200 },
  admin: { quotaBytes: 20 * 1024 * MB, uploadsPerHour: 200 },
};

/** How much of the machine one picture may take while its renditions are made. */
export interface PictureLimits {
  /** Pictures with more pixels are refused from their header, before any is decoded. */
  maxPixels: number;
  /** A picture whose renditions take longer is stopped and refused. */
  timeoutSeconds: number;
}

/** 50 megapixels (a 45-megapixel camera's photos) and 20 s (MEDIA_MAX_IMAGE_MEGAPIXELS, MEDIA_IMAGE_SECONDS). */
export const DEFAULT_PICTURE_LIMITS: PictureLimits = {
  maxPixels: 50_000_000,
  timeoutSeconds: 20,
};

export const MEDIA_NAME_MAX_LENGTH = 200;

/** The widths every uploaded image is made in; a smaller image keeps its own size. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Where uploaded images are served, to anyone: course pictures and profile photos. */
export const MEDIA_IMAGE_PATH = '/media/images';

/** An uploaded image's address, as a course or a profile keeps it. */
export function mediaImageUrl(assetId: string, placeholder: string | null): string {
  const colour = placeholder ? `?bg=${placeholder.replace('#', '')}` : '';
  return `${MEDIA_IMAGE_PATH}/${assetId}${colour}`;
}

/** The asset id of an uploaded image's address, or null for any other address. */
export function assetIdOfImageUrl(url: string): string | null {
  const match = /^\/media\/images\/([A-Za-z0-9_-]+)(?:[/?#]|$)/.exec(url);
  return match ? match[1]! : null;
}

/** How long a signed address of lesson media stays valid, unless the operator sets another. */
export const DEFAULT_SIGNED_URL_SECONDS = 15 * 60;

/** A size as people read it: "900 KB", "12.4 MB", "4 GB". */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || value >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${shown} ${units[unit]}`;
}

/** The kind's name in messages: "Images", "Videos", "Files". */
export const KIND_PLURALS: Readonly<Record<MediaKind, string>> = {
  image: 'Images',
  video: 'Videos',
  file: 'Files',
};

/** A key of the media store: `assetId/name` segments, none empty or starting with a dot. */
export function isMediaKey(key: string): boolean {
  return key.length <= 512 && /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/.test(key);
}

/** The key, for a media store to use; throws for anything else (`..`, absolute paths). */
export function checkedMediaKey(key: string): string {
  if (!isMediaKey(key)) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
  return key;
}
