import type { ProviderStateRepository } from '../../identity/provider-state.repository.port';
import { MEDIA_PURGE_JOB } from '../../media/media-jobs';
import type { Actor } from '../../shared/actor';
import { ForbiddenError, ValidationError } from '../../shared/errors';
import type { Email } from '../../shared/email';
import type { Clock } from '../../shared/ports';
import type { Repositories, UnitOfWork } from '../../shared/unit-of-work.port';
import { requireUser } from '../access';
import { User } from '../user.entity';

/**
 * "Delete my account": the person's record, sign-in account, links and uploaded files (their
 * bytes in a purge job each) go; their payments, enrollments, certificates and reviews stay,
 * moved to a nameless stand-in record (a new account with the same address sees none of them).
 * Admins and instructors
 * with courses are refused, so no school is left without its admin or a course without its
 * owner. The audit log records the deletion and the stand-in that keeps the books.
 */
export class DeleteAccount {
  constructor(
    private readonly deps: Repositories & {
      unitOfWork: UnitOfWork;
      clock: Clock;
      providerState?: ProviderStateRepository;
    },
  ) {}

  async execute(input: { confirmEmail: string }, actor: Actor | null): Promise<void> {
    const { deps } = this;
    const user = await requireUser(deps.users, actor);
    if (input.confirmEmail.trim().toLowerCase() !== user.email) {
      throw new ValidationError({ confirmEmail: 'Type your e-mail address to confirm' });
    }
    if (user.isAdmin) {
      throw new ForbiddenError('An admin account cannot be deleted while it is an admin.');
    }
    if ((await deps.courses.listByInstructor(user.email)).length > 0) {
      throw new ForbiddenError('Delete your courses before you delete your account.');
    }

    const now = deps.clock.now();
    const standIn = User.register({
      id: `deleted-${user.id}`,
      email: `deleted-${user.id}@deleted.invalid` as Email,
      displayName: 'Deleted user',
      photoURL: '',
      now,
    });
    const localAccount = await deps.unitOfWork.transaction(async (repositories) => {
      await repositories.users.insert(standIn);
      await repositories.enrollments.transferStudent(user.email, standIn);
      await repositories.certificates.transferHolder(user.email, standIn.email);
      await deleteUploads(repositories, user.id);
      await repositories.reviews.transferAuthor(user.id, standIn);
      await repositories.users.delete(user.id);
      await repositories.audit.record({
        kind: 'account-deleted',
        actorId: user.id,
        subject: { type: 'user', id: user.id },
        before: null,
        after: { standInId: standIn.id },
      });
      const account = await repositories.localAccounts.findByEmail(user.email);
      if (account) {
        await repositories.accountTokens.deleteForAccount(account.id);
        await repositories.localAccounts.delete(account.id);
      }
      return account;
    });
    if (localAccount) await deps.providerState?.revokeByAccountId(localAccount.id);
  }
}

/**
 * The person's files: a profile photo, a library. None shows in a course (an instructor with
 * courses cannot leave), so every one goes, record now and bytes in MEDIA_PURGE_JOB.
 */
async function deleteUploads(repositories: Repositories, ownerId: string): Promise<void> {
  for (;;) {
    const { items } = await repositories.mediaAssets.listByOwner(
      ownerId,
      {},
      { page: 1, limit: 100 },
    );
    if (items.length === 0) return;
    for (const asset of items) {
      await repositories.mediaAssets.delete(asset.id);
      await repositories.jobs.enqueue({ kind: MEDIA_PURGE_JOB, payload: { assetId: asset.id } });
    }
  }
}
