/** An image made from the upload in one width and format, metadata stripped. */
export interface ImageRendition {
  width: number;
  height: number;
  format: 'avif' | 'webp' | 'jpeg' | 'png';
  contentType: string;
  bytes: Uint8Array;
}

export interface ProcessedImage {
  width: number;
  height: number;
  /** The main colour, `#rrggbb`. */
  placeholder: string;
  renditions: ImageRendition[];
}

/**
 * Turns an uploaded picture into its responsive renditions. Fails with UnreadableMediaError
 * when the bytes are not a picture it can read, PictureTooLargeError when it has more pixels
 * than it decodes, PictureTooSlowError when its renditions take too long.
 */
export interface ImageProcessor {
  process(image: Uint8Array): Promise<ProcessedImage>;
}

export interface VideoFacts {
  durationSeconds: number;
  width: number | null;
  height: number | null;
}

/** One file of an HLS ladder, by its path under the ladder (`master.m3u8`, `360p/0001.ts`). */
export interface LadderFile {
  name: string;
  contentType: string;
  size: number;
  read(): AsyncIterable<Uint8Array>;
}

/**
 * A video made into HTTP Live Streaming renditions on this machine's disk: a master playlist
 * naming one playlist per height, each with its segments. `release` removes the files.
 */
export interface HlsLadder {
  /** Where players start. */
  master: string;
  heights: number[];
  files: LadderFile[];
  release(): Promise<void>;
}

/**
 * Reads videos from a file on this machine (ffmpeg). Fails with UnreadableMediaError when
 * the file is not a video it can read.
 */
export interface VideoProcessor {
  probe(path: string): Promise<VideoFacts>;
  /** A JPEG frame from `atSeconds` in. */
  poster(path: string, atSeconds: number): Promise<Uint8Array>;
  /** The renditions a player switches between as the network allows, none above the source. */
  hlsLadder(path: string, source: VideoFacts): Promise<HlsLadder>;
}

/** The bytes of unfinished resumable uploads, kept apart from the media store's own records. */
export interface UploadStore {
  /** Removes an upload's bytes and its bookkeeping, finished or not; nothing if none. */
  discard(assetId: string): Promise<void>;
}
