import type { Actor } from '../shared/actor';
import { ValidationError } from '../shared/errors';
import type { Repositories } from '../shared/unit-of-work.port';
import { requireUser } from '../accounts/access';
import type { LessonContent } from '../learning/lesson-content';

/**
 * A lesson plays or offers only the owner's own uploads: a video lesson a video, a file
 * lesson any file, none of them failed. The assets are held until commit, so a delete from
 * the library waits for the lesson to be saved and then sees it.
 */
export async function assertLessonAssets(
  repositories: Pick<Repositories, 'users' | 'mediaAssets'>,
  content: LessonContent,
  actor: Actor | null,
): Promise<void> {
  const field =
    content.kind === 'video' && content.source.type === 'asset'
      ? { name: 'content.source.assetId', id: content.source.assetId }
      : content.kind === 'file'
        ? { name: 'content.assetId', id: content.assetId }
        : null;
  if (!field) return;
  const owner = await requireUser(repositories.users, actor);
  const asset = await repositories.mediaAssets.findById(field.id, { lock: true });
  if (!asset || !asset.isOwnedBy(owner.id)) {
    throw new ValidationError({
      [field.name]: 'Upload the file first: it is not in your media library',
    });
  }
  if (content.kind === 'video' && asset.kind !== 'video') {
    throw new ValidationError({ [field.name]: 'A video lesson plays an uploaded video' });
  }
  if (asset.status === 'failed') {
    throw new ValidationError({
      [field.name]: 'This file could not be processed: upload it again',
    });
  }
}
