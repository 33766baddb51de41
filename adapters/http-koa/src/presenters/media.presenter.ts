import type { LessonMedia, LibraryEntry, MediaAsset, MediaUsage } from '@classroom/core';
import type { LessonMediaWire, MediaAssetWire, MediaUsageWire } from '@classroom/http-contract';

export function presentMediaAsset(asset: MediaAsset): MediaAssetWire {
  const props = asset.toProps();
  return {
    _id: props.id,
    kind: props.kind,
    name: props.name,
    mimeType: props.mimeType,
    size: props.size,
    sha256: props.sha256,
    status: props.status,
    failure: props.failure,
    durationSeconds: props.durationSeconds,
    width: props.width,
    height: props.height,
    placeholder: props.placeholder,
    imageUrl: asset.imageUrl,
    createdAt: props.createdAt.toISOString(),
    updatedAt: props.updatedAt.toISOString(),
  };
}

function presentUsage(usage: MediaUsage): MediaUsageWire {
  return {
    where: usage.where,
    courseId: usage.courseId,
    courseName: usage.courseName,
    lessonId: usage.lessonId,
    lessonTitle: usage.lessonTitle,
    published: usage.published,
  };
}

export function presentLibraryEntry(entry: LibraryEntry) {
  return { ...presentMediaAsset(entry.asset), usages: entry.usages.map(presentUsage) };
}

export function presentLessonMedia(media: LessonMedia): LessonMediaWire {
  if (media.source === 'embed') {
    return { source: 'embed', provider: media.provider, embedUrl: media.embedUrl };
  }
  return {
    source: 'asset',
    assetId: media.assetId,
    kind: media.kind,
    name: media.name,
    mimeType: media.mimeType,
    size: media.size,
    durationSeconds: media.durationSeconds,
    url: media.url,
    hlsUrl: media.hlsUrl,
    posterUrl: media.posterUrl,
    expiresAt: media.expiresAt.toISOString(),
  };
}
