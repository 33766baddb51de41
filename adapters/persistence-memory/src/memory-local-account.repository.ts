import {
  EmailTakenError,
  LocalAccount,
  type Email,
  type LocalAccountProps,
  type LocalAccountRepository,
} from '@classroom/core';

/** Bundled-provider accounts in memory, keyed by e-mail as `local_accounts` is. */
export class MemoryLocalAccountRepository implements LocalAccountRepository {
  /** Plain rows, readable by tests that check what was stored. */
  readonly rows: Map<string, LocalAccountProps>;

  constructor(rows: Map<string, LocalAccountProps> = new Map()) {
    this.rows = rows;
  }

  async findByEmail(email: Email): Promise<LocalAccount | null> {
    const row = this.rows.get(email);
    return row ? LocalAccount.restore(row) : null;
  }

  async insert(account: LocalAccount): Promise<void> {
    if (this.rows.has(account.email)) throw new EmailTakenError();
    this.rows.set(account.email, account.toProps());
  }
}
