import type { AccountToken, AccountTokenPurpose, AccountTokenRepository } from '@classroom/core';
import type { Knex } from 'knex';

interface AccountTokenRow {
  hash: string;
  purpose: string;
  account_id: string;
  created_at: number | string;
  expires_at: number | string;
  used_at: number | string | null;
}

/** Single-use tokens in `account_tokens`; only hashes are stored. */
export class KnexAccountTokenRepository implements AccountTokenRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async insert(token: AccountToken): Promise<void> {
    await this.db('account_tokens').insert({
      hash: token.hash,
      purpose: token.purpose,
      account_id: token.accountId,
      created_at: token.createdAt.getTime(),
      expires_at: token.expiresAt.getTime(),
      used_at: token.usedAt?.getTime() ?? null,
    });
  }

  async findByHash(hash: string): Promise<AccountToken | null> {
    const row = await this.db<AccountTokenRow>('account_tokens').where({ hash }).first();
    if (!row) return null;
    return {
      hash: row.hash,
      purpose: row.purpose as AccountTokenPurpose,
      accountId: row.account_id,
      createdAt: new Date(Number(row.created_at)),
      expiresAt: new Date(Number(row.expires_at)),
      usedAt: row.used_at === null ? null : new Date(Number(row.used_at)),
    };
  }

  async use(hash: string, at: Date): Promise<boolean> {
    const changed = await this.db('account_tokens')
      .where({ hash })
      .whereNull('used_at')
      .update({ used_at: at.getTime() });
    return changed === 1;
  }

  async countSince(accountId: string, purpose: AccountTokenPurpose, since: Date): Promise<number> {
    const [row] = await this.db('account_tokens')
      .where({ account_id: accountId, purpose })
      .andWhere('created_at', '>=', since.getTime())
      .count({ n: '*' });
    return Number(row?.n ?? 0);
  }

  async useAll(accountId: string, purpose: AccountTokenPurpose, at: Date): Promise<void> {
    await this.db('account_tokens')
      .where({ account_id: accountId, purpose })
      .whereNull('used_at')
      .update({ used_at: at.getTime() });
  }

  async deleteForAccount(accountId: string): Promise<void> {
    await this.db('account_tokens').where({ account_id: accountId }).delete();
  }
}
