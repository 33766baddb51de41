import type { MediaDependencies } from '../media-dependencies';

export const UPLOAD_EXPIRED = 'The upload was not finished in time.';

/**
 * Sweeps an upload that was never finished: its bytes, then its record. An upload that
 * finished meanwhile is left alone. Marking it failed first stops its last bytes from being
 * accepted while they are removed.
 */
export class ExpireUpload {
  constructor(private readonly deps: MediaDependencies) {}

  async execute(assetId: string): Promise<'swept' | 'finished'> {
    const asset = await this.deps.mediaAssets.findById(assetId);
    if (!asset) return 'swept';
    if (asset.status === 'uploading') {
      asset.fail(UPLOAD_EXPIRED, this.deps.clock.now());
      if (!(await this.deps.mediaAssets.saveStatus(asset, 'uploading'))) {
        return this.execute(assetId);
      }
    } else if (asset.status !== 'failed' || asset.toProps().failure !== UPLOAD_EXPIRED) {
      return 'finished';
    }
    await this.deps.uploads.discard(asset.id);
    await this.deps.storage.deletePrefix(asset.storagePrefix);
    await this.deps.mediaAssets.delete(asset.id);
    return 'swept';
  }
}
