import type { MediaDependencies } from '../media-dependencies';

/** Removes a deleted asset's bytes: its upload, original, renditions, poster and ladder. */
export class PurgeMedia {
  constructor(private readonly deps: MediaDependencies) {}

  async execute(assetId: string): Promise<void> {
    await this.deps.uploads.discard(assetId);
    await this.deps.storage.deletePrefix(`${assetId}/`);
  }
}
