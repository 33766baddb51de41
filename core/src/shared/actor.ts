import type { Email } from './email';

/** Who calls a use case: an authenticated identity, or null for a visitor. */
export interface Actor {
  readonly email: Email;
  /** The caller's user record, when one exists: what logs name instead of the e-mail. */
  readonly userId?: string;
}
