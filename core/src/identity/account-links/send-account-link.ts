import type { Clock } from '../../shared/ports';
import type { Repositories } from '../../shared/unit-of-work.port';
import {
  TOKEN_LIFETIME_MS,
  TOKENS_PER_HOUR,
  type AccountTokenPurpose,
  type SecretTokens,
} from '../account-token';
import type { LocalAccount } from '../local-account.entity';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Makes a single-use link for the account and puts the e-mail carrying it in the outbox, in
 * the caller's transaction. Nothing is sent when the account already had its hourly share of
 * such links, so nobody can flood a mailbox through us.
 */
export async function mailAccountLink(
  repositories: Pick<Repositories, 'accountTokens' | 'outbox'>,
  deps: { secrets: SecretTokens; clock: Clock },
  account: LocalAccount,
  purpose: AccountTokenPurpose,
): Promise<void> {
  const now = deps.clock.now();
  const since = new Date(now.getTime() - HOUR_MS);
  if (
    (await repositories.accountTokens.countSince(account.id, purpose, since)) >= TOKENS_PER_HOUR
  ) {
    return;
  }
  const { token, hash } = deps.secrets.issue();
  await repositories.accountTokens.insert({
    hash,
    purpose,
    accountId: account.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
    usedAt: null,
  });
  await repositories.outbox.enqueue({
    kind: purpose,
    to: account.email,
    name: account.displayName,
    token,
  });
}

/** At most this many notices of one kind to one address per hour. */
export async function underHourlyLimit(
  repositories: Pick<Repositories, 'outbox'>,
  clock: Clock,
  account: LocalAccount,
  kind: 'account-exists',
): Promise<boolean> {
  const since = new Date(clock.now().getTime() - HOUR_MS);
  return (await repositories.outbox.countSince(account.email, kind, since)) < TOKENS_PER_HOUR;
}
