import { UnreadableMediaError, type ImageProcessor, type ProcessedImage } from '../src/index';

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47];

/**
 * An image processor for use-case tests: a "picture" is any bytes that start as a PNG does,
 * and each rendition is a few of its bytes. The real one (sharp) has its own tests.
 */
export const fakeImageProcessor: ImageProcessor = {
  async process(image: Uint8Array): Promise<ProcessedImage> {
    if (!PNG_MAGIC.every((byte, index) => image[index] === byte)) {
      throw new UnreadableMediaError('a picture');
    }
    return {
      width: 800,
      height: 450,
      placeholder: '#336699',
      renditions: [320, 640].flatMap((width) =>
        (['avif', 'webp', 'png'] as const).map((format) => ({
          width,
          height: (width * 9) / 16,
          format,
          contentType: `image/${format}`,
          bytes: image.slice(0, 8),
        })),
      ),
    };
  },
};
