import type { Actor } from '../../shared/actor';
import type { Page } from '../../shared/ports';
import { requireUser } from '../../accounts/access';
import type { MediaAsset } from '../media-asset';
import { tableText } from '../../shared/table-page';
import type { MediaLibraryQuery, MediaUsage } from '../media-asset.repository.port';
import type { MediaDependencies } from '../media-dependencies';
import { DEFAULT_UPLOAD_ALLOWANCES } from '../media-rules';
import { allowanceOf } from '../upload-allowance';

export const MEDIA_PAGE_SIZE = 20;

export interface LibraryEntry {
  asset: MediaAsset;
  /** Where it shows in the owner's courses and profile. */
  usages: MediaUsage[];
}

/** The room the caller's uploads take, and their role's quota. */
export interface StorageUse {
  usedBytes: number;
  quotaBytes: number;
}

/**
 * The caller's media library: their own uploads only, searched by name, filtered by kind and
 * state and sorted (newest first by default), each with where it is used, and the room they
 * take of the caller's quota.
 */
export class ListMediaLibrary {
  constructor(private readonly deps: MediaDependencies) {}

  async execute(
    input: MediaLibraryQuery & { page: number },
    actor: Actor | null,
  ): Promise<Page<LibraryEntry> & { storage: StorageUse }> {
    const user = await requireUser(this.deps.users, actor);
    const { page, ...query } = input;
    const assets = await this.deps.mediaAssets.listByOwner(
      user.id,
      { ...query, text: tableText(query.text) },
      { page, limit: MEDIA_PAGE_SIZE },
    );
    const usages = assets.total > 0 ? await this.deps.mediaAssets.usagesOf(user) : [];
    const { quotaBytes } = allowanceOf(user, this.deps.allowances ?? DEFAULT_UPLOAD_ALLOWANCES);
    return {
      ...assets,
      storage: { usedBytes: await this.deps.mediaAssets.usageOf(user.id), quotaBytes },
      items: assets.items.map((asset) => ({
        asset,
        usages: usages.filter((usage) => usage.assetId === asset.id),
      })),
    };
  }
}
