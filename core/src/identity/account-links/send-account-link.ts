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
 * Makes a single-use link for the account and answers its secret, or null when the account
 * already had its hourly share of such links (so nobody can flood a mailbox through us).
 */
export async function makeAccountLink(
  repositories: Pick<Repositories, 'accountTokens'>,
  secrets: SecretTokens,
  clock: Clock,
  account: LocalAccount,
  purpose: AccountTokenPurpose,
): Promise<string | null> {
  const now = clock.now();
  const since = new Date(now.getTime() - HOUR_MS);
  if (
    (await repositories.accountTokens.countSince(account.id, purpose, since)) >= TOKENS_PER_HOUR
  ) {
    return null;
  }
  const { token, hash } = secrets.issue();
  await repositories.accountTokens.insert({
    hash,
    purpose,
    accountId: account.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
    usedAt: null,
  });
  return token;
}
