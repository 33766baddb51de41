import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import type { MediaAsset } from '../media-asset';
import type { MediaDependencies } from '../media-dependencies';
import { FileTypeMismatchError } from '../media.errors';
import { MEDIA_PROCESS_JOB } from '../media-jobs';
import { MEDIA_TYPES } from '../media-rules';
import { findOwnAsset } from '../own-asset';
import { bytesMatchName } from '../upload-name';

/**
 * Every byte of an upload has arrived; `detectedType` is what its first bytes show. Bytes
 * that are not what the name says are refused and removed with their record: nothing is
 * kept half. Otherwise the asset goes on to processing (MEDIA_PROCESS_JOB). A second call
 * for a finished upload changes nothing.
 */
export class FinishUpload {
  constructor(private readonly deps: MediaDependencies) {}

  async execute(
    input: { assetId: string; detectedType: string | null },
    actor: Actor | null,
  ): Promise<MediaAsset> {
    const { asset } = await findOwnAsset(this.deps, input.assetId, actor);
    if (asset.status !== 'uploading') return asset;
    if (!bytesMatchName(asset.kind, asset.name, input.detectedType)) {
      await this.discard(asset);
      const found = input.detectedType ? MEDIA_TYPES[input.detectedType]?.label : undefined;
      throw new FileTypeMismatchError(
        asset.name,
        MEDIA_TYPES[asset.mimeType]?.label ?? asset.mimeType,
        found ?? null,
      );
    }
    asset.received(input.detectedType!, this.deps.clock.now());
    await this.deps.unitOfWork.transaction(async ({ mediaAssets, jobs }) => {
      // Deleted while its last bytes arrived: the delete's purge removes them.
      if (!(await mediaAssets.saveStatus(asset, 'uploading'))) throw new NotFoundError('file');
      await jobs.enqueue({ kind: MEDIA_PROCESS_JOB, payload: { assetId: asset.id } });
    });
    return asset;
  }

  private async discard(asset: MediaAsset): Promise<void> {
    await this.deps.uploads.discard(asset.id);
    await this.deps.storage.deletePrefix(asset.storagePrefix);
    await this.deps.mediaAssets.delete(asset.id);
  }
}
