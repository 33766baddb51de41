import type { Repositories } from '../shared/unit-of-work.port';
import type { IdentityDependencies } from './identity-dependencies';
import type { LocalAccount } from './local-account.entity';

/**
 * A new password ends everything the old one opened: the product's sessions and bearer
 * tokens (the user's stamp), every other reset link, and, after the commit, the provider's
 * sessions and refresh tokens. The owner is told by e-mail, in the same transaction.
 */
export async function storeNewPassword(
  repositories: Repositories,
  account: LocalAccount,
  passwordHash: string,
  now: Date,
): Promise<void> {
  account.changePasswordHash(passwordHash);
  await repositories.localAccounts.update(account);
  await repositories.accountTokens.useAll(account.id, 'password-reset', now);
  const user = await repositories.users.findSessionState(account.email);
  if (user) await repositories.users.endSessions(user.userId, now);
  await repositories.outbox.enqueue({
    kind: 'password-changed',
    to: account.email,
    name: account.displayName,
  });
}

/** The provider's own store is not in the transaction: its sessions end after the commit. */
export async function afterNewPassword(
  deps: IdentityDependencies,
  account: LocalAccount,
): Promise<void> {
  await deps.providerState?.revokeByAccountId(account.id);
}
