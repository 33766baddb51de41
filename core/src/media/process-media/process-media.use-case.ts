import type { MediaAsset, MediaDetails, MediaVariant } from '../media-asset';
import type { MediaDependencies } from '../media-dependencies';
import { UnprocessableMediaError } from '../media.errors';
import { MEDIA_HLS_JOB } from '../media-jobs';
import { renditionKey } from './rendition-keys';

export type ProcessOutcome = 'ready' | 'failed' | 'gone';

/**
 * The background half of an upload: the checksum of the stored bytes, then what the kind
 * needs. A picture gets its responsive renditions and placeholder colour; a video its
 * duration, size and poster frame, when ffmpeg is there, and then its HLS ladder in a job of
 * its own (MEDIA_HLS_JOB): the video plays as uploaded meanwhile. Bytes a processor refuses
 * (unreadable, a picture too large or too slow to prepare) fail the asset for good and are
 * removed; other failures (the store away) are thrown, so the job is tried again. An asset
 * deleted meanwhile loses what was made.
 */
export class ProcessMedia {
  constructor(private readonly deps: MediaDependencies) {}

  async execute(assetId: string): Promise<ProcessOutcome> {
    const asset = await this.deps.mediaAssets.findById(assetId);
    if (!asset || asset.status !== 'processing') return 'gone';
    let details: MediaDetails;
    try {
      details = await this.details(asset);
    } catch (error) {
      if (!(error instanceof UnprocessableMediaError)) throw error;
      asset.fail(error.message, this.deps.clock.now());
      const failed = await this.deps.mediaAssets.saveStatus(asset, 'processing');
      // Its record keeps the reason; bytes nobody can use are not kept (nor counted).
      await this.deps.storage.deletePrefix(asset.storagePrefix);
      return failed ? 'failed' : 'gone';
    }
    asset.ready(details, this.deps.clock.now());
    const ladder = asset.kind === 'video' && this.deps.videos !== null;
    const saved = await this.deps.unitOfWork.transaction(async (repositories) => {
      if (!(await repositories.mediaAssets.saveStatus(asset, 'processing'))) return false;
      if (ladder) await repositories.jobs.enqueue({ kind: MEDIA_HLS_JOB, payload: { assetId } });
      return true;
    });
    if (!saved) {
      await this.deps.storage.deletePrefix(asset.storagePrefix);
      return 'gone';
    }
    return 'ready';
  }

  private async details(asset: MediaAsset): Promise<MediaDetails> {
    const { sha256 } = await this.deps.storage.digest(asset.key);
    const none = { durationSeconds: null, width: null, height: null, placeholder: null };
    if (asset.kind === 'image' && this.deps.images) {
      return { sha256, ...(await this.image(asset)) };
    }
    if (asset.kind === 'video' && this.deps.videos) {
      return { sha256, ...none, ...(await this.video(asset)) };
    }
    return { sha256, ...none, variants: [] };
  }

  private async image(asset: MediaAsset): Promise<Omit<MediaDetails, 'sha256'>> {
    const body = await this.deps.storage.read(asset.key);
    if (!body) throw new Error(`the upload of ${asset.id} is missing`);
    const chunks: Uint8Array[] = [];
    for await (const chunk of body) chunks.push(chunk);
    const image = await this.deps.images!.process(concat(chunks));
    const variants: MediaVariant[] = [];
    for (const rendition of image.renditions) {
      const key = renditionKey(asset.id, rendition.width, rendition.format);
      await this.deps.storage.put(key, rendition.bytes, { contentType: rendition.contentType });
      variants.push({
        role: 'image',
        key,
        contentType: rendition.contentType,
        width: rendition.width,
        height: rendition.height,
        size: rendition.bytes.length,
      });
    }
    return {
      durationSeconds: null,
      width: image.width,
      height: image.height,
      placeholder: image.placeholder,
      variants,
    };
  }

  private async video(asset: MediaAsset) {
    const copy = await this.deps.storage.localCopy(asset.key);
    try {
      const facts = await this.deps.videos!.probe(copy.path);
      const poster = await this.deps.videos!.poster(
        copy.path,
        Math.min(1, facts.durationSeconds / 2),
      );
      const key = `${asset.id}/poster.jpg`;
      await this.deps.storage.put(key, poster, { contentType: 'image/jpeg' });
      const variant: MediaVariant = {
        role: 'poster',
        key,
        contentType: 'image/jpeg',
        width: facts.width,
        height: facts.height,
        size: poster.length,
      };
      return { ...facts, variants: [variant] };
    } finally {
      await copy.release();
    }
  }
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.length;
  }
  return whole;
}
