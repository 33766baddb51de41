import { MediaAsset, type MediaAssetProps, type MediaVariant, type User } from '../src/index';
import { nextNumber } from './sequence';

/** Props to override, with `by` for the owner. */
export type MediaOverrides = Partial<Omit<MediaAssetProps, 'ownerId'>> & { by?: User };

const NAMES = { image: 'picture.png', video: 'lesson.mp4', file: 'slides.pdf' } as const;
const TYPES = { image: 'image/png', video: 'video/mp4', file: 'application/pdf' } as const;

/** A ready asset (a picture unless `kind` says otherwise), with its details and variants. */
export function aMediaAsset(overrides: MediaOverrides = {}): MediaAsset {
  const { by, ...props } = overrides;
  const n = nextNumber();
  const id = props.id ?? `asset-${n}`;
  const kind = props.kind ?? 'image';
  return MediaAsset.restore({
    id,
    ownerId: by?.id ?? `user-${n}`,
    kind,
    name: NAMES[kind],
    key: `${id}/original`,
    mimeType: TYPES[kind],
    size: 2048 + n,
    sha256: 'ab'.repeat(32),
    status: 'ready',
    durationSeconds: kind === 'video' ? 95.5 : null,
    width: kind === 'file' ? null : 1280,
    height: kind === 'file' ? null : 720,
    placeholder: kind === 'image' ? '#5a7d9a' : null,
    variants: kind === 'image' ? [aVariant(id, 640)] : [],
    failure: null,
    createdAt: new Date(Date.UTC(2026, 2, 1, 10, 0, 0, n % 1000)),
    updatedAt: new Date(Date.UTC(2026, 2, 1, 10, 0, 5, n % 1000)),
    ...props,
  });
}

/** An upload begun and not finished: no checksum, details or variants yet. */
export function anUploadingAsset(overrides: MediaOverrides = {}): MediaAsset {
  return aMediaAsset({
    status: 'uploading',
    sha256: null,
    durationSeconds: null,
    width: null,
    height: null,
    placeholder: null,
    variants: [],
    ...overrides,
  });
}

export function aVariant(assetId: string, width: number): MediaVariant {
  return {
    role: 'image',
    key: `${assetId}/w${width}.webp`,
    contentType: 'image/webp',
    width,
    height: Math.round((width * 9) / 16),
    size: width * 10,
  };
}
