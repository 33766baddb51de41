import {
  IMAGE_WIDTHS,
  UnreadableMediaError,
  type ImageProcessor,
  type ImageRendition,
  type ProcessedImage,
} from '@classroom/core';
import sharp, { type Sharp } from 'sharp';

/** Pictures larger than this many pixels are refused rather than decoded (a decompression bomb). */
const MAX_PIXELS = 100_000_000;

/**
 * Pictures with sharp (libvips): turned upright by their EXIF orientation, then each width of
 * IMAGE_WIDTHS up to the picture's own, in AVIF and WebP, and JPEG (PNG when the picture has
 * transparency) for browsers that read neither. sharp writes no metadata unless asked, so
 * the renditions carry no EXIF, GPS position or camera details. The placeholder is the
 * dominant colour, painted while the picture loads.
 */
export class SharpImageProcessor implements ImageProcessor {
  async process(image: Uint8Array): Promise<ProcessedImage> {
    const source = () => sharp(image, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    let metadata;
    let dominant;
    try {
      const upright = await source().toBuffer({ resolveWithObject: true });
      metadata = upright.info;
      dominant = (await sharp(upright.data).stats()).dominant;
    } catch {
      throw new UnreadableMediaError('a picture');
    }
    const hasAlpha = metadata.channels === 4;
    const widths = widthsFor(metadata.width);
    const renditions: ImageRendition[] = [];
    for (const width of widths) {
      const resized = () => source().resize({ width, withoutEnlargement: true });
      renditions.push(
        await render(resized().avif({ quality: 50, effort: 2 }), 'avif', 'image/avif'),
        await render(resized().webp({ quality: 75 }), 'webp', 'image/webp'),
        hasAlpha
          ? await render(resized().png({ compressionLevel: 9 }), 'png', 'image/png')
          : await render(resized().jpeg({ quality: 80, mozjpeg: true }), 'jpeg', 'image/jpeg'),
      );
    }
    return {
      width: metadata.width,
      height: metadata.height,
      placeholder: hex(dominant),
      renditions,
    };
  }
}

/** The standard widths below the picture's own, and its own when it is not one of them. */
export function widthsFor(width: number): number[] {
  const widest = Math.min(width, IMAGE_WIDTHS.at(-1)!);
  return [...IMAGE_WIDTHS.filter((candidate) => candidate < widest), widest];
}

async function render(
  pipeline: Sharp,
  format: ImageRendition['format'],
  contentType: string,
): Promise<ImageRendition> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, format, contentType, bytes: data };
}

function hex({ r, g, b }: { r: number; g: number; b: number }): string {
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}
