import {
  DEFAULT_MEDIA_LIMITS,
  DEFAULT_PICTURE_LIMITS,
  DEFAULT_SIGNED_URL_SECONDS,
  DEFAULT_UPLOAD_ALLOWANCES,
  type PictureLimits,
  type UploadAllowances,
  type UploaderRole,
} from '@classroom/core/media-rules';
import { parseS3Location, type S3Location } from '@classroom/media-s3';
import { z } from 'zod';
import { parsedBy, wholeNumber } from './values';

export type MediaStore = { kind: 'file'; root: string } | ({ kind: 's3' } & S3Location);

const MB = 1024 * 1024;

/** MEDIA_STORE: a folder (file:PATH) or an S3-compatible bucket. */
function mediaStore(url: string): MediaStore {
  if (url.startsWith('file:')) {
    const root = url.slice('file:'.length);
    if (root.trim() === '') throw new Error('file: needs a folder, e.g. file:var/media');
    return { kind: 'file', root };
  }
  if (url.startsWith('s3:')) return { kind: 's3', ...parseS3Location(url) };
  throw new Error('must be file:PATH or s3://bucket?region=...&endpoint=...');
}

/** A size in whole megabytes from `min` to `max`, read as bytes. */
function megabytes(fallbackBytes: number, min: number, max: number) {
  return wholeNumber(min, max)
    .default(Math.round(fallbackBytes / MB))
    .transform((size) => size * MB);
}

const quota = (role: UploaderRole) =>
  megabytes(DEFAULT_UPLOAD_ALLOWANCES[role].quotaBytes, 0, 1024 * 1024 * 1024);
const uploadsPerHour = (role: UploaderRole) =>
  wholeNumber(0, 100_000).default(DEFAULT_UPLOAD_ALLOWANCES[role].uploadsPerHour);

/** Where uploads are kept, how large they may be, and how much each role may upload. */
export const media = z
  .object({
    MEDIA_STORE: parsedBy(mediaStore).optional(),
    MEDIA_MAX_IMAGE_MB: megabytes(DEFAULT_MEDIA_LIMITS.image, 1, 1024 * 1024),
    MEDIA_MAX_VIDEO_MB: megabytes(DEFAULT_MEDIA_LIMITS.video, 1, 1024 * 1024),
    MEDIA_MAX_FILE_MB: megabytes(DEFAULT_MEDIA_LIMITS.file, 1, 1024 * 1024),
    MEDIA_UPLOAD_EXPIRY_HOURS: wholeNumber(1, 24 * 30)
      .default(24)
      .transform((hours) => hours * 60 * 60_000),
    MEDIA_URL_SECONDS: wholeNumber(30, 24 * 60 * 60).default(DEFAULT_SIGNED_URL_SECONDS),
    MEDIA_QUOTA_STUDENT_MB: quota('student'),
    MEDIA_QUOTA_INSTRUCTOR_MB: quota('instructor'),
    MEDIA_QUOTA_ADMIN_MB: quota('admin'),
    MEDIA_UPLOADS_PER_HOUR_STUDENT: uploadsPerHour('student'),
    MEDIA_UPLOADS_PER_HOUR_INSTRUCTOR: uploadsPerHour('instructor'),
    MEDIA_UPLOADS_PER_HOUR_ADMIN: uploadsPerHour('admin'),
    MEDIA_MAX_IMAGE_MEGAPIXELS: wholeNumber(1, 268)
      .default(DEFAULT_PICTURE_LIMITS.maxPixels / 1_000_000)
      .transform((megapixels) => megapixels * 1_000_000),
    MEDIA_IMAGE_SECONDS: wholeNumber(1, 600).default(DEFAULT_PICTURE_LIMITS.timeoutSeconds),
  })
  .transform((variables) => ({
    /** Unset: a folder under VAR_DIR, known once every concern is read. */
    store: variables.MEDIA_STORE,
    limits: {
      image: variables.MEDIA_MAX_IMAGE_MB,
      video: variables.MEDIA_MAX_VIDEO_MB,
      file: variables.MEDIA_MAX_FILE_MB,
    },
    uploadExpiryMs: variables.MEDIA_UPLOAD_EXPIRY_HOURS,
    signedUrlSeconds: variables.MEDIA_URL_SECONDS,
    allowances: {
      student: {
        quotaBytes: variables.MEDIA_QUOTA_STUDENT_MB,
        uploadsPerHour: variables.MEDIA_UPLOADS_PER_HOUR_STUDENT,
      },
      instructor: {
        quotaBytes: variables.MEDIA_QUOTA_INSTRUCTOR_MB,
        uploadsPerHour: variables.MEDIA_UPLOADS_PER_HOUR_INSTRUCTOR,
      },
      admin: {
        quotaBytes: variables.MEDIA_QUOTA_ADMIN_MB,
        uploadsPerHour: variables.MEDIA_UPLOADS_PER_HOUR_ADMIN,
      },
    } satisfies UploadAllowances,
    pictures: {
      maxPixels: variables.MEDIA_MAX_IMAGE_MEGAPIXELS,
      timeoutSeconds: variables.MEDIA_IMAGE_SECONDS,
    } satisfies PictureLimits,
  }));
