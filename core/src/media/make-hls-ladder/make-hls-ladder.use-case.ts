import type { MediaDependencies } from '../media-dependencies';
import { UnprocessableMediaError } from '../media.errors';
import { hlsKey } from './hls-keys';

export type LadderOutcome = 'made' | 'skipped' | 'unreadable' | 'gone';

/**
 * The third step of a video upload, after it is ready and plays as uploaded: the HLS ladder
 * players switch between as the network allows. Its playlists and segments go under
 * `{assetId}/hls/`, and the master playlist becomes the asset's `hls` variant. A video
 * ffmpeg cannot encode keeps playing as uploaded; an asset deleted meanwhile loses the files.
 */
export class MakeHlsLadder {
  constructor(private readonly deps: MediaDependencies) {}

  async execute(assetId: string): Promise<LadderOutcome> {
    const { storage, videos, mediaAssets, clock } = this.deps;
    const asset = await mediaAssets.findById(assetId);
    if (!asset) return 'gone';
    const props = asset.toProps();
    if (!videos || props.kind !== 'video' || props.status !== 'ready' || asset.variant('hls')) {
      return 'skipped';
    }
    const copy = await storage.localCopy(asset.key);
    try {
      const { width, height } = props;
      const source = { durationSeconds: props.durationSeconds ?? 0, width, height };
      const ladder = await videos.hlsLadder(copy.path, source);
      try {
        for (const file of ladder.files) {
          await storage.put(hlsKey(asset.id, file.name), file.read(), {
            contentType: file.contentType,
          });
        }
        asset.addVariants(
          [
            {
              role: 'hls',
              key: hlsKey(asset.id, ladder.master),
              contentType: 'application/vnd.apple.mpegurl',
              width: props.width,
              height: Math.max(...ladder.heights),
              size: ladder.files.reduce((sum, file) => sum + file.size, 0),
            },
          ],
          clock.now(),
        );
      } finally {
        await ladder.release();
      }
    } catch (error) {
      if (error instanceof UnprocessableMediaError) return 'unreadable';
      throw error;
    } finally {
      await copy.release();
    }
    if (!(await mediaAssets.saveStatus(asset, 'ready'))) {
      await storage.deletePrefix(hlsKey(asset.id, ''));
      return 'gone';
    }
    return 'made';
  }
}
