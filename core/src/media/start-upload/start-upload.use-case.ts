import type { Actor } from '../../shared/actor';
import { ForbiddenError, ValidationError } from '../../shared/errors';
import { requireUser } from '../../accounts/access';
import { MediaAsset } from '../media-asset';
import type { MediaDependencies } from '../media-dependencies';
import {
  EmptyFileError,
  FileTooLargeError,
  StorageQuotaExceededError,
  TooManyUploadsError,
  UnsupportedFileTypeError,
} from '../media.errors';
import { DEFAULT_UPLOAD_EXPIRY_MS, MEDIA_EXPIRE_UPLOAD_JOB } from '../media-jobs';
import {
  DEFAULT_MEDIA_LIMITS,
  DEFAULT_UPLOAD_ALLOWANCES,
  MEDIA_KINDS,
  type MediaKind,
} from '../media-rules';
import { allowanceOf, uploadRule } from '../upload-allowance';
import { parseUploadName, typeOfName } from '../upload-name';

export interface StartUploadInput {
  kind: MediaKind;
  name: string;
  /** Announced before any byte travels. */
  size: number;
}

/**
 * An upload is announced: who, what kind, which name and how big. Everything that can be
 * refused from that is refused here, before a byte travels: a name that is a path, a type the
 * kind does not take, an empty file, a file over the kind's limit, one upload more than the
 * person may start in an hour, a file their quota has no room for. Pictures (course images,
 * profile photos) are anyone's; videos and files are for lessons, so for approved
 * instructors. An upload not finished in time is swept (MEDIA_EXPIRE_UPLOAD_JOB).
 */
export class StartUpload {
  constructor(private readonly deps: MediaDependencies) {}

  async execute(input: StartUploadInput, actor: Actor | null): Promise<MediaAsset> {
    const user = await requireUser(this.deps.users, actor);
    if (!MEDIA_KINDS.includes(input.kind)) {
      throw new ValidationError({ kind: 'Kind must be image, video or file' });
    }
    if (input.kind !== 'image' && !user.isApprovedInstructor) {
      throw new ForbiddenError('Only approved instructors may upload lesson videos and files.');
    }
    const name = parseUploadName(input.name);
    if (!Number.isSafeInteger(input.size) || input.size < 0) {
      throw new ValidationError({ size: 'Size must be a whole number of bytes' });
    }
    if (input.size === 0) throw new EmptyFileError(name);
    const limit = (this.deps.limits ?? DEFAULT_MEDIA_LIMITS)[input.kind];
    if (input.size > limit) throw new FileTooLargeError(input.kind, limit, input.size);
    const mimeType = typeOfName(input.kind, name);
    if (!mimeType) throw new UnsupportedFileTypeError(name, input.kind);

    const allowance = allowanceOf(user, this.deps.allowances ?? DEFAULT_UPLOAD_ALLOWANCES);
    const waitMs = await this.deps.rateLimiter.hit(uploadRule(allowance), user.id);
    if (waitMs > 0) throw new TooManyUploadsError(allowance.uploadsPerHour, waitMs);

    const now = this.deps.clock.now();
    const asset = MediaAsset.start({
      id: this.deps.ids.next(),
      ownerId: user.id,
      kind: input.kind,
      name,
      mimeType,
      size: input.size,
      now,
    });
    const expiry = this.deps.uploadExpiryMs ?? DEFAULT_UPLOAD_EXPIRY_MS;
    await this.deps.unitOfWork.transaction(async ({ mediaAssets, jobs }) => {
      // Read with the owner's uploads held: two uploads at once cannot share the last room.
      const used = await mediaAssets.usageOf(user.id, { lock: true });
      if (used + input.size > allowance.quotaBytes) {
        throw new StorageQuotaExceededError(allowance.quotaBytes, used, input.size);
      }
      await mediaAssets.insert(asset);
      await jobs.enqueue({
        kind: MEDIA_EXPIRE_UPLOAD_JOB,
        payload: { assetId: asset.id },
        runAt: new Date(now.getTime() + expiry),
      });
    });
    return asset;
  }
}
