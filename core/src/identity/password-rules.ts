import type { FieldCheck } from '../shared/validation';

export const PASSWORD_MIN_LENGTH = 6;
/** Long enough for any passphrase, short enough that hashing stays cheap. */
export const PASSWORD_MAX_LENGTH = 128;

/** The spec's password messages. The password is checked as typed: never trimmed. */
export function checkPassword(check: FieldCheck, password: string): string {
  if (password.length === 0) check.fail('password', 'Password is required');
  else if (password.length < PASSWORD_MIN_LENGTH) {
    check.fail('password', 'Password must be 6 characters');
  } else if (password.length > PASSWORD_MAX_LENGTH) {
    check.fail('password', `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);
  }
  return password;
}
