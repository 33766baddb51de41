import type { FieldCheck } from '../shared/validation';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../shared/input-rules';

/** The spec's password messages. The password is checked as typed: never trimmed. */
export function checkPassword(check: FieldCheck, password: string, field = 'password'): string {
  if (password.length === 0) check.fail(field, 'Password is required');
  else if (password.length < PASSWORD_MIN_LENGTH) {
    check.fail(field, 'Password must be 6 characters');
  } else if (password.length > PASSWORD_MAX_LENGTH) {
    check.fail(field, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);
  }
  return password;
}
