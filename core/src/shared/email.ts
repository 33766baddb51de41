import { ValidationError } from './errors';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './input-rules';

export type Email = string & { readonly __brand: 'Email' };

/** A normalised (trimmed, lower-case) e-mail address. */
export function parseEmail(raw: string, field = 'email'): Email {
  const email = raw.trim().toLowerCase();
  if (email.length === 0) throw new ValidationError({ [field]: 'Email address is required' });
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) {
    throw new ValidationError({ [field]: 'Enter a valid email address' });
  }
  return email as Email;
}
