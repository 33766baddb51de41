import { DomainError } from '../shared/domain-error';
import { extensionsOf, formatBytes, KIND_PLURALS, type MediaKind } from './media-rules';

/** A file larger than its kind's limit, refused before its bytes travel. */
export class FileTooLargeError extends DomainError {
  readonly code = 'file_too_large';
  override readonly fields = { size: this.message };
  constructor(kind: MediaKind, limit: number, size: number) {
    super(
      `${KIND_PLURALS[kind]} may be at most ${formatBytes(limit)}; this file is ${formatBytes(size)}.`,
    );
  }
}

/** An upload that would take its owner's uploads past their quota, refused before it travels. */
export class StorageQuotaExceededError extends DomainError {
  readonly code = 'storage_quota_exceeded';
  override readonly fields = { size: this.message };
  constructor(quota: number, used: number, size: number) {
    super(
      `Your uploads may take at most ${formatBytes(quota)} in all; ${formatBytes(used)} are taken and this file is ${formatBytes(size)}. Delete files you no longer use first.`,
    );
  }
}

/** More uploads started than a person may start in an hour. */
export class TooManyUploadsError extends DomainError {
  readonly code = 'too_many_uploads';
  constructor(perHour: number, waitMs: number) {
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
    super(
      `You may start ${perHour} uploads an hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
}

/** A name whose ending is not one of the kind's types (or no ending at all). */
export class UnsupportedFileTypeError extends DomainError {
  readonly code = 'unsupported_file_type';
  override readonly fields = { name: this.message };
  constructor(name: string, kind: MediaKind) {
    super(
      `${name} cannot be uploaded here. ${KIND_PLURALS[kind]} may be ${list(extensionsOf(kind))}.`,
    );
  }
}

/** Bytes that are not what the name says (a ".png" that is not a PNG image). */
export class FileTypeMismatchError extends DomainError {
  readonly code = 'file_type_mismatch';
  constructor(name: string, expected: string, found: string | null) {
    super(
      `${name} is not ${expected}: its contents are ${found ?? 'of a type that cannot be uploaded here'}. Nothing was kept.`,
    );
  }
}

export class EmptyFileError extends DomainError {
  readonly code = 'empty_file';
  override readonly fields = { size: this.message };
  constructor(name: string) {
    super(`${name} is empty.`);
  }
}

/** Deleting a file that a published lesson (or course, or profile) shows. */
export class MediaInUseError extends DomainError {
  readonly code = 'media_in_use';
  constructor(where: string) {
    super(`This file is used by ${where}. Remove it from there first.`);
  }
}

/** Playing or showing a file whose processing has not finished, or failed. */
export class MediaNotReadyError extends DomainError {
  readonly code = 'media_not_ready';
  constructor(failed: boolean) {
    super(
      failed
        ? 'This file could not be processed. Upload it again.'
        : 'This file is still being processed. Try again in a moment.',
    );
  }
}

/**
 * Bytes a processor refuses for good: the asset fails with this message, and processing is
 * not tried again.
 */
export abstract class UnprocessableMediaError extends DomainError {}

/** Bytes a processor cannot read as the picture or video they claim to be. */
export class UnreadableMediaError extends UnprocessableMediaError {
  readonly code = 'file_type_mismatch';
  constructor(what: string) {
    super(`The file could not be read as ${what}.`);
  }
}

/** A picture with more pixels than are decoded (a decompression bomb), refused from its header. */
export class PictureTooLargeError extends UnprocessableMediaError {
  readonly code = 'file_too_large';
  constructor(width: number, height: number, maxPixels: number) {
    super(
      `Images may be at most ${megapixels(maxPixels)} megapixels; this one is ${width} × ${height} pixels (${megapixels(width * height)} megapixels).`,
    );
  }
}

/** A picture whose renditions took longer than a picture may take. */
export class PictureTooSlowError extends UnprocessableMediaError {
  readonly code = 'file_too_large';
  constructor(seconds: number) {
    super(
      `This image took more than ${seconds} second${seconds === 1 ? '' : 's'} to prepare. Upload a smaller one.`,
    );
  }
}

function megapixels(pixels: number): number {
  return Math.round(pixels / 100_000) / 10;
}

function list(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}
