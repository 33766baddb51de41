import type { ImageRendition } from '../media-processors.port';

const ENDINGS: Record<ImageRendition['format'], string> = {
  avif: 'avif',
  webp: 'webp',
  jpeg: 'jpg',
  png: 'png',
};

/** Where a picture's rendition is kept: `assetId/w640.webp`. */
export function renditionKey(assetId: string, width: number, format: ImageRendition['format']) {
  return `${assetId}/w${width}.${ENDINGS[format]}`;
}
