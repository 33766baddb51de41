import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import { openLessonFor } from '../../learning/take-course/lesson-access';
import type { Lesson } from '../../learning/lesson-content';
import type { MediaAsset } from '../media-asset';
import type { MediaDependencies } from '../media-dependencies';
import { MediaNotReadyError } from '../media.errors';
import { DEFAULT_SIGNED_URL_SECONDS } from '../media-rules';

/**
 * The uploaded video or file of a lesson, for whoever may open the lesson (403 otherwise):
 * the course owner's own asset, ready to play or download. Null for a video link.
 */
export async function lessonAssetFor(
  deps: MediaDependencies,
  courseId: string,
  lessonId: string,
  actor: Actor | null,
): Promise<{ lesson: Lesson; asset: MediaAsset | null }> {
  const { learner, lesson } = await openLessonFor(deps, courseId, lessonId, actor);
  const content = lesson.content;
  if (content.kind === 'video' && content.source.type === 'link') return { lesson, asset: null };
  const assetId =
    content.kind === 'video' && content.source.type === 'asset'
      ? content.source.assetId
      : content.kind === 'file'
        ? content.assetId
        : null;
  if (!assetId) throw new NotFoundError('file');
  const owner = await deps.users.findByEmail(learner.course.instructor.email);
  const asset = await deps.mediaAssets.findById(assetId);
  if (!asset || !owner || !asset.isOwnedBy(owner.id)) throw new NotFoundError('file');
  if (asset.status !== 'ready') throw new MediaNotReadyError(asset.status === 'failed');
  return { lesson, asset };
}

/** How long a signed address of lesson media stays valid, in seconds. */
export function signedUrlSeconds(deps: MediaDependencies): number {
  return deps.signedUrlSeconds ?? DEFAULT_SIGNED_URL_SECONDS;
}
