import type { Actor } from '../shared/actor';
import { NotFoundError } from '../shared/errors';
import { requireUser } from '../accounts/access';
import type { User } from '../accounts/user.entity';
import type { MediaAsset } from './media-asset';
import type { MediaAssetRepository } from './media-asset.repository.port';
import type { UserRepository } from '../accounts/user.repository.port';

/**
 * The caller and one of their own assets; anyone else's answers "not found", so ids reveal
 * nothing. Admins may read any (`admins: true`).
 */
export async function findOwnAsset(
  repositories: { users: UserRepository; mediaAssets: MediaAssetRepository },
  assetId: string,
  actor: Actor | null,
  options: { lock?: boolean; admins?: boolean } = {},
): Promise<{ user: User; asset: MediaAsset }> {
  const user = await requireUser(repositories.users, actor);
  const asset = await repositories.mediaAssets.findById(assetId, { lock: options.lock });
  if (!asset || !(asset.isOwnedBy(user.id) || (options.admins && user.isAdmin))) {
    throw new NotFoundError('file');
  }
  return { user, asset };
}
