import type { Email } from '../shared/email';
import { EmailTakenError } from '../accounts/user.errors';
import { LocalAccount, type LocalAccountProps } from './local-account.entity';
import type { LocalAccountRepository } from './local-account.repository.port';
import type { PasswordHasher } from './password-hasher.port';

/** Reversible on purpose, so tests can see what reached the store; counts its work. */
export class CountingHasher implements PasswordHasher {
  verifications = 0;
  async hash(password: string): Promise<string> {
    return `fake$${[...password].reverse().join('')}`;
  }
  async verify(password: string, passwordHash: string): Promise<boolean> {
    this.verifications += 1;
    return passwordHash === (await this.hash(password));
  }
}

export class MapLocalAccounts implements LocalAccountRepository {
  readonly rows = new Map<string, LocalAccountProps>();
  async findByEmail(email: Email): Promise<LocalAccount | null> {
    const row = this.rows.get(email);
    return row ? LocalAccount.restore(row) : null;
  }
  async insert(account: LocalAccount): Promise<void> {
    if (this.rows.has(account.email)) throw new EmailTakenError();
    this.rows.set(account.email, account.toProps());
  }
}

export const fixedClock = { now: () => new Date('2026-01-15T10:00:00.000Z') };
