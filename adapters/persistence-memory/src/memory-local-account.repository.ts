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

  async findById(id: string): Promise<LocalAccount | null> {
    for (const row of this.rows.values()) if (row.id === id) return LocalAccount.restore(row);
    return null;
  }

  async insert(account: LocalAccount): Promise<void> {
    const props = account.toProps();
    for (const row of this.rows.values()) {
      if (row.email === props.email || row.id === props.id) throw new EmailTakenError();
    }
    this.rows.set(props.email, props);
  }

  async update(account: LocalAccount): Promise<void> {
    const stored = this.rows.get(account.email);
    if (!stored || stored.id !== account.id) return;
    const { passwordHash, emailVerifiedAt, lastSignInAt } = account.toProps();
    this.rows.set(account.email, { ...stored, passwordHash, emailVerifiedAt, lastSignInAt });
  }

  async delete(id: string): Promise<void> {
    for (const [email, row] of this.rows) if (row.id === id) this.rows.delete(email);
  }
}
