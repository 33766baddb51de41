import { UnreadableMediaError } from '@classroom/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SharpImageProcessor, widthsFor } from './index';

const processor = new SharpImageProcessor();

/** A photo as a phone takes it: landscape pixels, rotated by EXIF, with a camera and GPS tag. */
async function aPhoneJpeg(): Promise<Buffer> {
  return sharp({
    create: { width: 1600, height: 900, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 9' }, IFD3: { GPSLatitudeRef: 'N' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe('pictures through sharp', () => {
  it('makes AVIF, WebP and JPEG at each width up to its own, upright and without metadata', async () => {
    const processed = await processor.process(await aPhoneJpeg());
    // Orientation 6 turns the 1600 x 900 pixels upright: 900 wide, 1600 high.
    expect(processed).toMatchObject({ width: 900, height: 1600, placeholder: '#c82828' });
    expect(
      processed.renditions.map((rendition) => `${rendition.format}@${rendition.width}`),
    ).toEqual([
      'avif@320',
      'webp@320',
      'jpeg@320',
      'avif@640',
      'webp@640',
      'jpeg@640',
      'avif@900',
      'webp@900',
      'jpeg@900',
    ]);
    for (const rendition of processed.renditions) {
      const read = await sharp(rendition.bytes).metadata();
      expect(read.format).toBe(rendition.format === 'avif' ? 'heif' : rendition.format);
      expect(read.exif).toBeUndefined();
      expect(read.orientation).toBeUndefined();
      expect(read.height).toBe(rendition.height);
      expect(rendition.height).toBeGreaterThan(rendition.width);
    }
  });

  it('keeps transparency in PNG rather than JPEG', async () => {
    const logo = await sharp({
      create: {
        width: 200,
        height: 100,
        channels: 4,
        background: { r: 0, g: 0, b: 255, alpha: 0.5 },
      },
    })
      .png()
      .toBuffer();
    const processed = await processor.process(logo);
    expect(processed.renditions.map((rendition) => rendition.contentType)).toEqual([
      'image/avif',
      'image/webp',
      'image/png',
    ]);
    expect(processed.renditions[0]!.width).toBe(200);
  });

  it('refuses bytes that are not a picture it can read', async () => {
    await expect(processor.process(new TextEncoder().encode('not a picture'))).rejects.toThrow(
      UnreadableMediaError,
    );
    const truncated = (await aPhoneJpeg()).subarray(0, 600);
    await expect(processor.process(truncated)).rejects.toThrow(UnreadableMediaError);
  });

  it('chooses the standard widths below the picture and its own width, at most 1280', () => {
    expect(widthsFor(100)).toEqual([100]);
    expect(widthsFor(640)).toEqual([320, 640]);
    expect(widthsFor(5000)).toEqual([320, 640, 960, 1280]);
  });
});
