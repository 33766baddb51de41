import { MediaAsset, type MediaKind, type MediaStatus, type MediaVariant } from '@classroom/core';

export interface MediaRow {
  id: string;
  owner_id: string;
  kind: string;
  name: string;
  storage_key: string;
  mime_type: string;
  size_bytes: number | string;
  sha256: string | null;
  status: string;
  duration_seconds: number | null;
  width: number | null;
  height: number | null;
  placeholder: string | null;
  variants: string;
  failure: string | null;
  created_at: number | string;
  updated_at: number | string;
}

export function toMediaAsset(row: MediaRow): MediaAsset {
  return MediaAsset.restore({
    id: row.id,
    ownerId: row.owner_id,
    kind: row.kind as MediaKind,
    name: row.name,
    key: row.storage_key,
    mimeType: row.mime_type,
    size: Number(row.size_bytes),
    sha256: row.sha256,
    status: row.status as MediaStatus,
    durationSeconds: row.duration_seconds === null ? null : Number(row.duration_seconds),
    width: row.width === null ? null : Number(row.width),
    height: row.height === null ? null : Number(row.height),
    placeholder: row.placeholder,
    variants: JSON.parse(row.variants) as MediaVariant[],
    failure: row.failure,
    createdAt: new Date(Number(row.created_at)),
    updatedAt: new Date(Number(row.updated_at)),
  });
}

/** Every column of the asset. */
export function toMediaRow(asset: MediaAsset): MediaRow {
  const props = asset.toProps();
  return {
    id: props.id,
    owner_id: props.ownerId,
    kind: props.kind,
    name: props.name,
    storage_key: props.key,
    created_at: props.createdAt.getTime(),
    ...learntColumns(asset),
  };
}

export function learntColumns(asset: MediaAsset) {
  const props = asset.toProps();
  return {
    mime_type: props.mimeType,
    size_bytes: props.size,
    sha256: props.sha256,
    status: props.status,
    duration_seconds: props.durationSeconds,
    width: props.width,
    height: props.height,
    placeholder: props.placeholder,
    variants: JSON.stringify(props.variants),
    failure: props.failure,
    updated_at: props.updatedAt.getTime(),
  };
}
