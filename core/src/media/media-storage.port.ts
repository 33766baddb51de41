/** Bytes `start` to `end` of an object, both included, as HTTP ranges count them. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  size: number;
  contentType: string | null;
}

export interface SignedUrlOptions {
  expiresInSeconds: number;
  /** The Content-Type it is answered with. */
  contentType?: string;
  /** Answered as a download under this name rather than shown in the page. */
  downloadName?: string;
}

/** A copy of an object on this machine's disk, for tools that read files (ffmpeg). */
export interface LocalCopy {
  path: string;
  /** Removes the copy when it was made for the caller; the store's own file stays. */
  release(): Promise<void>;
}

/**
 * Where media bytes are kept: a folder on this machine or an S3-compatible bucket. Keys are
 * `assetId/...` paths. Reading, heading or deleting what is not there is not an error.
 */
export interface MediaStorage {
  /** Writes the whole object at once: a reader never sees half of it. */
  put(
    key: string,
    body: Uint8Array | AsyncIterable<Uint8Array>,
    options: { contentType: string },
  ): Promise<void>;
  /** The object's bytes, or only `range` of them; null when there is no such object. */
  read(key: string, range?: ByteRange): Promise<AsyncIterable<Uint8Array> | null>;
  head(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix`. */
  deletePrefix(prefix: string): Promise<void>;
  /**
   * An address anyone may read the object at, byte ranges included, until it expires; every
   * request to it is checked. It may be relative to the server ("/media/signed/...").
   */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string>;
  /** The SHA-256 (hex) and size of the object's bytes as stored. */
  digest(key: string): Promise<{ sha256: string; size: number }>;
  localCopy(key: string): Promise<LocalCopy>;
}
