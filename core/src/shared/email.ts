import { ValidationError } from './errors';

export type Email = string & { readonly __brand: 'Email' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A normalised (trimmed, lower-case) e-mail address. */
export function parseEmail(raw: string, field = 'email'): Email {
  const email = raw.trim().toLowerCase();
  if (email.length === 0) throw new ValidationError({ [field]: 'Email address is required' });
  if (email.length > 254 || !EMAIL.test(email)) {
    throw new ValidationError({ [field]: 'Enter a valid email address' });
  }
  return email as Email;
}
