import { z } from 'zod';
import { category, email, experience, httpUrl, optionalText, requiredText } from '../fields';
import { LIMITS } from '../options';

/**
 * POST /api/v1/users: the spec's client sends the whole record after sign-up and profile
 * changes. Only displayName and photoURL are taken, for the caller's own record; `email` must
 * be the caller's; role, category, experience and title are accepted for compatibility and
 * ignored (role changes only through an admin, the rest through an instructor application).
 */
export const saveUserBody = z.strictObject({
  displayName: requiredText('Your Name', LIMITS.displayName),
  photoURL: httpUrl('Photo URL'),
  email,
  role: optionalText(20),
  category: optionalText(60),
  experience: optionalText(60),
  title: optionalText(LIMITS.title),
  status: optionalText(20),
});

/**
 * PUT /api/v1/requested/:id: an instructor application. Category, experience and title are
 * taken; name, e-mail and photo come from the caller's record and are ignored here; status,
 * when sent, must be 'applied' (nobody applies straight into 'approved').
 */
export const applyBody = z.strictObject({
  category,
  experience,
  title: requiredText('Title', LIMITS.title, 'Title is required'),
  status: z.literal('applied', { error: "An application starts as 'applied'" }).optional(),
  displayName: optionalText(LIMITS.displayName),
  email: optionalText(LIMITS.email),
  photoURL: optionalText(LIMITS.url),
});

/** DELETE /api/v1/users/me: the caller types their own e-mail to confirm. */
export const deleteAccountBody = z.strictObject({
  confirmEmail: requiredText('Your e-mail', LIMITS.email, 'Type your e-mail address to confirm'),
});

/** PATCH routes whose payload the spec leaves unshown take none. */
export const emptyBody = z.strictObject({});

export type SaveUserBody = z.input<typeof saveUserBody>;
export type ApplyBody = z.input<typeof applyBody>;
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;
