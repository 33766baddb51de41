/** What a link sent by e-mail lets its holder do, once. */
export type AccountTokenPurpose = 'verify-email' | 'password-reset';

/** A single-use token: only its hash is stored, so a copy of the table grants nothing. */
export interface AccountToken {
  hash: string;
  purpose: AccountTokenPurpose;
  accountId: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

export const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  'verify-email': 24 * 60 * 60 * 1000,
  'password-reset': 30 * 60 * 1000,
};

/** At most this many links of one purpose go to one account per hour. */
export const TOKENS_PER_HOUR = 3;

/**
 * Relational adapters use the table `account_tokens` (hash primary key, purpose, account_id,
 * created_at, expires_at, used_at).
 */
export interface AccountTokenRepository {
  insert(token: AccountToken): Promise<void>;
  findByHash(hash: string): Promise<AccountToken | null>;
  /** Marks it used unless it already was: true for exactly one caller, however many race. */
  use(hash: string, at: Date): Promise<boolean>;
  /** Tokens of this purpose made for the account at or after `since`. */
  countSince(accountId: string, purpose: AccountTokenPurpose, since: Date): Promise<number>;
  /** Ends every unused token of this purpose for the account (a reset ends the other links). */
  useAll(accountId: string, purpose: AccountTokenPurpose, at: Date): Promise<void>;
  deleteForAccount(accountId: string): Promise<void>;
}

/** Makes the random secret a link carries, and the hash kept of it. */
export interface SecretTokens {
  issue(): { token: string; hash: string };
  hash(token: string): string;
}
