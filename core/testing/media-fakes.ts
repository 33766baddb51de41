import {
  UnreadableMediaError,
  type HlsLadder,
  type ImageProcessor,
  type ProcessedImage,
  type VideoProcessor,
} from '../src/index';

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

const playlistFile = (name: string, text: string) => {
  const bytes = new TextEncoder().encode(text);
  return {
    name,
    contentType: name.endsWith('.m3u8') ? 'application/vnd.apple.mpegurl' : 'video/mp2t',
    size: bytes.length,
    read: async function* () {
      yield bytes;
    },
  };
};

/**
 * A video processor for use-case tests: every file is a 12-second 1280x720 video, and its
 * ladder one 360p rung of two segments. The real one (ffmpeg) has its own tests.
 */
export function fakeVideoProcessor(): VideoProcessor & { released: number } {
  const fake = {
    released: 0,
    probe: async () => ({ durationSeconds: 12, width: 1280, height: 720 }),
    poster: async () => Uint8Array.of(0xff, 0xd8, 0xff),
    async hlsLadder(): Promise<HlsLadder> {
      return {
        master: 'master.m3u8',
        heights: [360],
        files: [
          playlistFile(
            'master.m3u8',
            '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=928000,RESOLUTION=640x360\n360p/index.m3u8\n',
          ),
          playlistFile(
            '360p/index.m3u8',
            '#EXTM3U\n#EXTINF:6.0,\n0000.ts\n#EXTINF:6.0,\n0001.ts\n#EXT-X-ENDLIST\n',
          ),
          playlistFile('360p/0000.ts', 'segment 0'),
          playlistFile('360p/0001.ts', 'segment 1'),
        ],
        release: async () => {
          fake.released += 1;
        },
      };
    },
  };
  return fake;
}
