import type { Actor } from '../../shared/actor';
import type { MediaAsset } from '../media-asset';
import type { MediaDependencies } from '../media-dependencies';
import { findOwnAsset } from '../own-asset';

/** One of the caller's own files (admins: anyone's), to follow its processing. */
export class GetMediaAsset {
  constructor(private readonly deps: MediaDependencies) {}

  async execute(assetId: string, actor: Actor | null): Promise<MediaAsset> {
    return (await findOwnAsset(this.deps, assetId, actor, { admins: true })).asset;
  }
}
