import { NotFoundError } from '../../shared/errors';
import type { MediaVariant } from '../media-asset';
import type { MediaDependencies } from '../media-dependencies';

export interface PictureRequest {
  assetId: string;
  /** The width the page asks for (from `srcset`); null for the largest. */
  width: number | null;
  /** The image types the browser takes, from its Accept header. */
  accepts: readonly string[];
}

export interface Picture {
  contentType: string;
  size: number;
  /** Changes whenever the bytes would: the asset's checksum, the width and the type. */
  etag: string;
  body: AsyncIterable<Uint8Array>;
}

/** The modern types, best first; every picture also has a JPEG or PNG for other browsers. */
const PREFERRED = ['image/avif', 'image/webp'];

/**
 * An uploaded picture (a course picture, a profile photo) as a page shows it, to anyone with
 * its address: the smallest rendition at least as wide as asked, in the best type the
 * browser takes. A picture made before renditions existed, or on a server without an image
 * processor, is its original.
 */
export class GetPicture {
  constructor(private readonly deps: MediaDependencies) {}

  async execute(request: PictureRequest): Promise<Picture> {
    const asset = await this.deps.mediaAssets.findById(request.assetId);
    if (!asset || asset.kind !== 'image' || asset.status !== 'ready') throw noSuchPicture();
    const renditions = asset.variants.filter((variant) => variant.role === 'image');
    const chosen =
      renditions.length === 0 ? null : pick(renditions, request.width, request.accepts);
    const key = chosen?.key ?? asset.key;
    const body = await this.deps.storage.read(key);
    if (!body) throw noSuchPicture();
    const { size, sha256 } = asset.toProps();
    const contentType = chosen?.contentType ?? asset.mimeType;
    return {
      contentType,
      size: chosen?.size ?? size,
      etag: `"${(sha256 ?? asset.id).slice(0, 16)}-${chosen?.width ?? 'o'}-${contentType.split('/')[1]}"`,
      body,
    };
  }
}

function pick(
  renditions: MediaVariant[],
  width: number | null,
  accepts: readonly string[],
): MediaVariant {
  const types = new Set(renditions.map((rendition) => rendition.contentType));
  const fallback = [...types].find((type) => !PREFERRED.includes(type)) ?? [...types][0]!;
  const type = PREFERRED.find((candidate) => types.has(candidate) && accepts.includes(candidate));
  const ofType = renditions
    .filter((rendition) => rendition.contentType === (type ?? fallback))
    .sort((a, b) => (a.width ?? 0) - (b.width ?? 0));
  return (
    (width === null ? undefined : ofType.find((rendition) => (rendition.width ?? 0) >= width)) ??
    ofType.at(-1)!
  );
}

const noSuchPicture = () => new NotFoundError('file');
