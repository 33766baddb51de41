import type { Repositories } from '../../shared/unit-of-work.port';
import type { AccountTokenPurpose, SecretTokens } from '../account-token';
import type { LocalAccount } from '../local-account.entity';
import { InvalidTokenError } from '../local-account.errors';

/**
 * Uses a link's token once and answers its account. Unknown, used, expired and
 * other-purpose tokens all fail alike; of two racing redemptions, one wins.
 */
export async function redeemAccountLink(
  repositories: Pick<Repositories, 'accountTokens' | 'localAccounts'>,
  secrets: SecretTokens,
  token: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<LocalAccount> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw new InvalidTokenError();
  const hash = secrets.hash(token);
  const record = await repositories.accountTokens.findByHash(hash);
  if (!record || record.purpose !== purpose || record.usedAt || record.expiresAt <= now) {
    throw new InvalidTokenError();
  }
  if (!(await repositories.accountTokens.use(hash, now))) throw new InvalidTokenError();
  const account = await repositories.localAccounts.findById(record.accountId);
  if (!account) throw new InvalidTokenError();
  return account;
}
