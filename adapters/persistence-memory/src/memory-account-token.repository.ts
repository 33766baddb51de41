import type { AccountToken, AccountTokenPurpose, AccountTokenRepository } from '@classroom/core';

/** Single-use tokens in memory, keyed by hash as `account_tokens` is. */
export class MemoryAccountTokenRepository implements AccountTokenRepository {
  constructor(private readonly rows: Map<string, AccountToken> = new Map()) {}

  async insert(token: AccountToken): Promise<void> {
    if (this.rows.has(token.hash)) throw new Error('duplicate token hash');
    this.rows.set(token.hash, { ...token });
  }

  async findByHash(hash: string): Promise<AccountToken | null> {
    const row = this.rows.get(hash);
    return row ? { ...row } : null;
  }

  async use(hash: string, at: Date): Promise<boolean> {
    // Check and write with no await between them, as a conditional UPDATE would.
    const row = this.rows.get(hash);
    if (!row || row.usedAt) return false;
    this.rows.set(hash, { ...row, usedAt: at });
    return true;
  }

  async countSince(accountId: string, purpose: AccountTokenPurpose, since: Date): Promise<number> {
    let count = 0;
    for (const row of this.rows.values()) {
      if (row.accountId === accountId && row.purpose === purpose && row.createdAt >= since) {
        count += 1;
      }
    }
    return count;
  }

  async useAll(accountId: string, purpose: AccountTokenPurpose, at: Date): Promise<void> {
    for (const [hash, row] of this.rows) {
      if (row.accountId === accountId && row.purpose === purpose && !row.usedAt) {
        this.rows.set(hash, { ...row, usedAt: at });
      }
    }
  }

  async deleteForAccount(accountId: string): Promise<void> {
    for (const [hash, row] of this.rows) if (row.accountId === accountId) this.rows.delete(hash);
  }
}
