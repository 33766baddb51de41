import type { Email } from '../shared/email';
import type { Page, PageRequest } from '../shared/ports';
import type { MediaSort } from '../shared/table-options';
import type { MediaAsset, MediaStatus } from './media-asset';
import type { MediaKind } from './media-rules';

/** Where an asset shows: a lesson, a course's picture, or its owner's profile photo. */
export interface MediaUsage {
  assetId: string;
  where: 'lesson' | 'course-image' | 'profile-photo';
  courseId: string | null;
  courseName: string | null;
  lessonId: string | null;
  lessonTitle: string | null;
  /** Students and visitors see it: the course is approved (a profile photo always is). */
  published: boolean;
}

export interface MediaLibraryQuery {
  /** Part of the file's name as uploaded (any case). */
  text?: string;
  kind?: MediaKind;
  status?: MediaStatus;
  /** Newest first when not given. */
  sort?: MediaSort;
}

export interface MediaAssetRepository {
  insert(asset: MediaAsset): Promise<void>;
  /** With `lock`, inside a unit of work, the asset is held until commit. */
  findById(id: string, options?: { lock?: boolean }): Promise<MediaAsset | null>;
  /**
   * Writes what the asset learnt (status, type, checksum, details, variants, failure), only
   * over the status `from` the caller read: false, changing nothing, when it has another
   * one or is gone (deleted meanwhile).
   */
  saveStatus(asset: MediaAsset, from: MediaStatus): Promise<boolean>;
  /** False when it was gone already. */
  delete(id: string): Promise<boolean>;
  /**
   * The bytes the owner's uploads take, as announced: every one but the failed, whose bytes
   * are removed. With `lock`, inside a unit of work, the owner's uploads are held until
   * commit, so two uploads started at once cannot both count on the same free room.
   */
  usageOf(ownerId: string, options?: { lock?: boolean }): Promise<number>;
  /** One owner's assets, searched by name, filtered and sorted (newest first by default). */
  listByOwner(
    ownerId: string,
    query: MediaLibraryQuery,
    page: PageRequest,
  ): Promise<Page<MediaAsset>>;
  /**
   * Every use of media in the owner's own courses (their pictures and their video and file
   * lessons) and profile photo, whoever's the media.
   */
  usagesOf(owner: { id: string; email: Email }): Promise<MediaUsage[]>;
}
