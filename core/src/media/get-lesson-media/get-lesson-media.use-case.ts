import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import { openLessonFor } from '../../learning/take-course/lesson-access';
import { videoEmbedOf, type VideoEmbed } from '../../learning/video-links';
import type { MediaDependencies } from '../media-dependencies';
import { MediaNotReadyError } from '../media.errors';
import { DEFAULT_SIGNED_URL_SECONDS } from '../media-rules';

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
    const { learner, lesson } = await openLessonFor(this.deps, courseId, lessonId, actor);
    const content = lesson.content;
    if (content.kind === 'video' && content.source.type === 'link') {
      const embed = videoEmbedOf(content.source.url);
      if (!embed) throw new NotFoundError('file');
      return { source: 'embed', ...embed };
    }
    const assetId =
      content.kind === 'video' && content.source.type === 'asset'
        ? content.source.assetId
        : content.kind === 'file'
          ? content.assetId
          : null;
    if (!assetId) throw new NotFoundError('file');
    const owner = await this.deps.users.findByEmail(learner.course.instructor.email);
    const asset = await this.deps.mediaAssets.findById(assetId);
    if (!asset || !owner || !asset.isOwnedBy(owner.id)) throw new NotFoundError('file');
    if (asset.status !== 'ready') throw new MediaNotReadyError(asset.status === 'failed');

    const seconds = this.deps.signedUrlSeconds ?? DEFAULT_SIGNED_URL_SECONDS;
    const expiresAt = new Date(this.deps.clock.now().getTime() + seconds * 1000);
    const url = await this.deps.storage.signedUrl(asset.key, {
      expiresInSeconds: seconds,
      contentType: asset.mimeType,
      downloadName: content.kind === 'file' ? content.name : undefined,
    });
    const poster = asset.variant('poster');
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
