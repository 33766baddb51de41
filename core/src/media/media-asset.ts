import { mediaImageUrl, type MEDIA_STATUSES, type MediaKind } from './media-rules';

/**
 * uploading: bytes are arriving (resumable). processing: all arrived and the type checked;
 * the checksum, details and variants are being made. ready: playable or viewable. failed:
 * the bytes could not be read as what they claimed, or the upload was abandoned.
 */
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

/** Something made from the original: an image in one width and format, a poster, a playlist. */
export interface MediaVariant {
  role: 'image' | 'poster' | 'hls';
  key: string;
  contentType: string;
  width: number | null;
  height: number | null;
  size: number;
}

/** What processing learnt about the bytes. */
export interface MediaDetails {
  sha256: string;
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
  /** The image's main colour, `#rrggbb`, shown while it loads. */
  placeholder: string | null;
  variants: MediaVariant[];
}

export interface MediaAssetProps extends Omit<MediaDetails, 'sha256'> {
  id: string;
  /** The user who uploaded it. */
  ownerId: string;
  kind: MediaKind;
  /** The file's name as uploaded. */
  name: string;
  /** Where the original bytes are kept in the media store. */
  key: string;
  /** From the name while uploading; from the bytes once they have arrived. */
  mimeType: string;
  size: number;
  sha256: string | null;
  status: MediaStatus;
  /** Why it failed, in words for its owner. */
  failure: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export class MediaAsset {
  private constructor(private props: MediaAssetProps) {}

  /** An upload announced with its name, size and type: its bytes are yet to come. */
  static start(input: {
    id: string;
    ownerId: string;
    kind: MediaKind;
    name: string;
    mimeType: string;
    size: number;
    now: Date;
  }): MediaAsset {
    return new MediaAsset({
      id: input.id,
      ownerId: input.ownerId,
      kind: input.kind,
      name: input.name,
      key: `${input.id}/original`,
      mimeType: input.mimeType,
      size: input.size,
      sha256: null,
      status: 'uploading',
      durationSeconds: null,
      width: null,
      height: null,
      placeholder: null,
      variants: [],
      failure: null,
      createdAt: input.now,
      updatedAt: input.now,
    });
  }

  static restore(props: MediaAssetProps): MediaAsset {
    return new MediaAsset(structuredClone(props));
  }

  get id(): string {
    return this.props.id;
  }
  get ownerId(): string {
    return this.props.ownerId;
  }
  get kind(): MediaKind {
    return this.props.kind;
  }
  get name(): string {
    return this.props.name;
  }
  get key(): string {
    return this.props.key;
  }
  get mimeType(): string {
    return this.props.mimeType;
  }
  get status(): MediaStatus {
    return this.props.status;
  }
  get variants(): readonly MediaVariant[] {
    return this.props.variants;
  }
  /** Every key of this asset in the media store starts with it. */
  get storagePrefix(): string {
    return `${this.props.id}/`;
  }
  /** The address a course or a profile keeps for a ready image; null for anything else. */
  get imageUrl(): string | null {
    if (this.props.kind !== 'image' || this.props.status !== 'ready') return null;
    return mediaImageUrl(this.props.id, this.props.placeholder);
  }

  toProps(): Readonly<MediaAssetProps> {
    return structuredClone(this.props);
  }

  isOwnedBy(userId: string): boolean {
    return this.props.ownerId === userId;
  }

  variant(role: MediaVariant['role']): MediaVariant | null {
    return this.props.variants.find((variant) => variant.role === role) ?? null;
  }

  /** Every byte has arrived, and they are of `mimeType`: on to processing. */
  received(mimeType: string, now: Date): void {
    this.props = { ...this.props, mimeType, status: 'processing', updatedAt: now };
  }

  ready(details: MediaDetails, now: Date): void {
    this.props = { ...this.props, ...details, status: 'ready', failure: null, updatedAt: now };
  }

  /** More variants made later (the HLS ladder), beside those it has. */
  addVariants(variants: MediaVariant[], now: Date): void {
    this.props = { ...this.props, variants: [...this.props.variants, ...variants], updatedAt: now };
  }

  fail(reason: string, now: Date): void {
    this.props = { ...this.props, status: 'failed', failure: reason, updatedAt: now };
  }
}
