import type { Email } from '../shared/email';
import type { LocalAccount } from './local-account.entity';

/**
 * Stores bundled-provider accounts. Relational adapters use the table `local_accounts`
 * (email primary key, a unique opaque id, display_name, photo_url, password_hash,
 * created_at, email_verified_at, last_sign_in_at).
 */
export interface LocalAccountRepository {
  /** null when no account has this (normalised) e-mail. */
  findByEmail(email: Email): Promise<LocalAccount | null>;
  findById(id: string): Promise<LocalAccount | null>;
  /** Fails with EmailTakenError when the e-mail is already registered. */
  insert(account: LocalAccount): Promise<void>;
  /** Writes the hash, verification and last sign-in; e-mail and id never change. */
  update(account: LocalAccount): Promise<void>;
  delete(id: string): Promise<void>;
}
