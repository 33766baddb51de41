import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import { videoEmbedOf, type VideoEmbed } from '../../learning/video-links';
import type { MediaDependencies } from '../media-dependencies';
import { lessonPlaylistPath, masterPlaylistName } from './get-lesson-playlist.use-case';
import { lessonAssetFor, signedUrlSeconds } from './lesson-asset';

/** How the player shows a lesson's media. */
export type LessonMedia =
  | ({ source: 'embed' } & VideoEmbed)
  | {
      source: 'asset';
      assetId: string;
      kind: 'video' | 'file';
      name: string;
      mimeType: string;
      size: number;
      durationSeconds: number | null;
      /** A signed address, checked on every (range) request until `expiresAt`. */
      url: string;
      /**
       * The video's HLS master playlist, once its ladder is made: served to whoever may open
       * the lesson, its segments at signed addresses. Null: play `url`.
       */
      hlsUrl: string | null;
      posterUrl: string | null;
      expiresAt: Date;
    };

/**
 * The media of a lesson for whoever may open it (enrolled students, the owner and admins
 * every lesson; other signed-in people preview lessons only; 403 otherwise): an uploaded
 * video or file as a short-lived signed address (a file as a download under its lesson
 * name), or a YouTube or Vimeo video as its privacy-friendly embed. Opening it records
 * nothing: the player opens the lesson itself for that.
 */
export class GetLessonMedia {
  constructor(private readonly deps: MediaDependencies) {}

  async execute(courseId: string, lessonId: string, actor: Actor | null): Promise<LessonMedia> {
    const { lesson, asset } = await lessonAssetFor(this.deps, courseId, lessonId, actor);
    const content = lesson.content;
    if (!asset) {
      const embed =
        content.kind === 'video' && content.source.type === 'link'
          ? videoEmbedOf(content.source.url)
          : null;
      if (!embed) throw new NotFoundError('file');
      return { source: 'embed', ...embed };
    }
    const seconds = signedUrlSeconds(this.deps);
    const expiresAt = new Date(this.deps.clock.now().getTime() + seconds * 1000);
    const url = await this.deps.storage.signedUrl(asset.key, {
      expiresInSeconds: seconds,
      contentType: asset.mimeType,
      downloadName: content.kind === 'file' ? content.name : undefined,
    });
    const poster = asset.variant('poster');
    const hls = content.kind === 'video' ? asset.variant('hls') : null;
    const props = asset.toProps();
    return {
      source: 'asset',
      assetId: asset.id,
      kind: content.kind === 'file' ? 'file' : 'video',
      name: content.kind === 'file' ? content.name : asset.name,
      mimeType: asset.mimeType,
      size: props.size,
      durationSeconds: props.durationSeconds,
      url,
      hlsUrl: hls
        ? lessonPlaylistPath(courseId, lessonId, masterPlaylistName(asset.id, hls.key))
        : null,
      posterUrl: poster
        ? await this.deps.storage.signedUrl(poster.key, {
            expiresInSeconds: seconds,
            contentType: poster.contentType,
          })
        : null,
      expiresAt,
    };
  }
}
