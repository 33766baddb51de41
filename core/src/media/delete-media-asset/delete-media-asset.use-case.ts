import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import type { MediaDependencies } from '../media-dependencies';
import { MediaInUseError } from '../media.errors';
import { MEDIA_PURGE_JOB } from '../media-jobs';
import { findOwnAsset } from '../own-asset';

/**
 * The owner deletes a file from their library: refused while a published lesson, a
 * published course's picture or their profile photo shows it. The record goes at once, in a
 * transaction that holds the asset (a lesson being saved with it waits); its bytes go in a
 * job (MEDIA_PURGE_JOB), so a failure of the store is tried again rather than leaving them.
 * An upload in progress is refused its next bytes.
 */
export class DeleteMediaAsset {
  constructor(private readonly deps: MediaDependencies) {}

  async execute(assetId: string, actor: Actor | null): Promise<void> {
    await this.deps.unitOfWork.transaction(async (repositories) => {
      const { user } = await findOwnAsset(repositories, assetId, actor, { lock: true });
      const uses = (await repositories.mediaAssets.usagesOf(user)).filter(
        (usage) => usage.assetId === assetId && usage.published,
      );
      const first = uses[0];
      if (first) {
        throw new MediaInUseError(
          first.where === 'lesson'
            ? `the lesson "${first.lessonTitle}" of the published course "${first.courseName}"`
            : first.where === 'course-image'
              ? `the picture of the published course "${first.courseName}"`
              : 'your profile photo',
        );
      }
      if (!(await repositories.mediaAssets.delete(assetId))) throw new NotFoundError('file');
      await repositories.jobs.enqueue({ kind: MEDIA_PURGE_JOB, payload: { assetId } });
    });
  }
}
