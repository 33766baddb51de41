import { readFile, rm, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PictureTooLargeError, PictureTooSlowError, UnreadableMediaError } from '@classroom/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/**
 * A decompression bomb: a flat 10000 x 10000 PNG, a few hundred kB on disk and 300 MB (600 MB
 * at 16 bits per channel) once decoded. libvips writes it row by row.
 */
async function aBomb(folder: string, bits: 8 | 16): Promise<Buffer> {
  const file = path.join(folder, `bomb-${bits}.png`);
  const flat = sharp({
    create: { width: 10_000, height: 10_000, channels: 3, background: { r: 250, g: 250, b: 250 } },
  });
  await (bits === 16 ? flat.toColourspace('rgb16') : flat)
    .png({ compressionLevel: 9 })
    .toFile(file);
  return readFile(file);
}

/** How long `work` took and how far the process's resident memory rose meanwhile. */
async function measured(work: () => Promise<unknown>) {
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  const started = performance.now();
  const outcome = await work().catch((error: unknown) => error);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return {
    outcome,
    seconds,
    growthMb: (Math.max(peak, process.memoryUsage.rss()) - before) / 2 ** 20,
  };
}

describe('pictures that would take the machine', () => {
  let folder: string;
  const bombs: Record<8 | 16, Buffer> = { 8: Buffer.alloc(0), 16: Buffer.alloc(0) };
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'bombs-'));
    bombs[8] = await aBomb(folder, 8);
    bombs[16] = await aBomb(folder, 16);
  }, 120_000);
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it.each([8, 16] as const)(
    'refuses a 10000 x 10000 PNG of %i bits from its header: quickly, in little memory',
    async (bits) => {
      expect(bombs[bits].length).toBeLessThan(1024 * 1024);
      const { outcome, seconds, growthMb } = await measured(() => processor.process(bombs[bits]));
      expect(outcome).toBeInstanceOf(PictureTooLargeError);
      expect((outcome as Error).message).toBe(
        'Images may be at most 50 megapixels; this one is 10000 × 10000 pixels (100 megapixels).',
      );
      expect(seconds).toBeLessThan(2);
      expect(growthMb).toBeLessThan(64);
    },
    60_000,
  );

  it('stops a picture that takes longer than its time, in little memory', async () => {
    const patient = new SharpImageProcessor({ maxPixels: 100_000_000, timeoutSeconds: 1 });
    const { outcome, seconds, growthMb } = await measured(() => patient.process(bombs[16]));
    expect(outcome).toBeInstanceOf(PictureTooSlowError);
    expect((outcome as Error).message).toBe(
      'This image took more than 1 second to prepare. Upload a smaller one.',
    );
    expect(seconds).toBeLessThan(3);
    expect(growthMb).toBeLessThan(160);
  }, 60_000);
});
