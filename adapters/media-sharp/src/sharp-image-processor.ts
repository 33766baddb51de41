import {
  DEFAULT_PICTURE_LIMITS,
  IMAGE_WIDTHS,
  PictureTooLargeError,
  PictureTooSlowError,
  UnreadableMediaError,
  type ImageProcessor,
  type ImageRendition,
  type PictureLimits,
  type ProcessedImage,
} from '@classroom/core';
import sharp, { type Sharp } from 'sharp';

/**
 * Pictures with sharp (libvips): turned upright by their EXIF orientation, then each width of
 * IMAGE_WIDTHS up to the picture's own, in AVIF and WebP, and JPEG (PNG when the picture has
 * transparency) for browsers that read neither. sharp writes no metadata unless asked, so
 * the renditions carry no EXIF, GPS position or camera details. The placeholder is the
 * dominant colour, painted while the picture loads.
 *
 * A picture with more pixels than `maxPixels` is refused from its header: a 400 kB PNG can
 * hold 10000 x 10000 pixels, 300 MB once decoded. The others are decoded once, row by row,
 * straight down to the widest rendition, which the renditions are made from: memory follows
 * that rendition, not the picture. A picture whose renditions take longer than
 * `timeoutSeconds` is stopped and refused. libvips works each picture on one thread; the
 * job queue runs one picture per core.
 */
export class SharpImageProcessor implements ImageProcessor {
  constructor(private readonly limits: PictureLimits = DEFAULT_PICTURE_LIMITS) {
    sharp.concurrency(1);
  }

  async process(image: Uint8Array): Promise<ProcessedImage> {
    const header = await sharp(image)
      .metadata()
      .catch(() => {
        throw new UnreadableMediaError('a picture');
      });
    if (header.width * header.height > this.limits.maxPixels) {
      throw new PictureTooLargeError(header.width, header.height, this.limits.maxPixels);
    }
    const time = new TimeBudget(this.limits.timeoutSeconds);
    const upright = await time.run(
      sharp(image, { limitInputPixels: this.limits.maxPixels, failOn: 'error' })
        .autoOrient()
        .resize({ width: IMAGE_WIDTHS.at(-1), withoutEnlargement: true })
        .toColourspace('srgb')
        .raw({ depth: 'uchar' }),
      (pipeline) => pipeline.toBuffer({ resolveWithObject: true }),
    );
    const { info } = upright;
    const decoded = () => sharp(upright.data, { raw: info });
    const { dominant } = await time.run(decoded(), (pipeline) => pipeline.stats());
    const hasAlpha = info.channels === 4;
    const renditions: ImageRendition[] = [];
    for (const width of widthsFor(info.width)) {
      const resized = () => decoded().resize({ width, withoutEnlargement: true });
      const formats: [Sharp, ImageRendition['format']][] = [
        [resized().avif({ quality: 50, effort: 2 }), 'avif'],
        [resized().webp({ quality: 75 }), 'webp'],
        hasAlpha
          ? [resized().png({ compressionLevel: 9 }), 'png']
          : [resized().jpeg({ quality: 80, mozjpeg: true }), 'jpeg'],
      ];
      for (const [pipeline, format] of formats) {
        const { data, info: made } = await time.run(pipeline, (timed) =>
          timed.toBuffer({ resolveWithObject: true }),
        );
        const contentType = `image/${format}`;
        renditions.push({
          width: made.width,
          height: made.height,
          format,
          contentType,
          bytes: data,
        });
      }
    }
    return {
      width: header.autoOrient.width,
      height: header.autoOrient.height,
      placeholder: hex(dominant),
      renditions,
    };
  }
}

/**
 * One picture's processing time, shared by its pipelines: each runs with what is left of
 * it, and libvips stops one that outlives it. Its failures are the picture's refusals.
 */
class TimeBudget {
  private readonly deadline: number;

  constructor(private readonly seconds: number) {
    this.deadline = Date.now() + seconds * 1000;
  }

  async run<T>(pipeline: Sharp, work: (timed: Sharp) => Promise<T>): Promise<T> {
    const left = this.deadline - Date.now();
    if (left <= 0) throw new PictureTooSlowError(this.seconds);
    try {
      return await work(pipeline.timeout({ seconds: Math.ceil(left / 1000) }));
    } catch (error) {
      if (/^timeout/.test((error as Error).message) || Date.now() >= this.deadline) {
        throw new PictureTooSlowError(this.seconds);
      }
      throw new UnreadableMediaError('a picture');
    }
  }
}

/** The standard widths below the picture's own, and its own when it is not one of them. */
export function widthsFor(width: number): number[] {
  const widest = Math.min(width, IMAGE_WIDTHS.at(-1)!);
  return [...IMAGE_WIDTHS.filter((candidate) => candidate < widest), widest];
}

function hex({ r, g, b }: { r: number; g: number; b: number }): string {
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}
