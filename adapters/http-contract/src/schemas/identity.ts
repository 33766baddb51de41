import { z } from 'zod';
import { email, httpUrl, requiredText } from '../fields';
import { LIMITS } from '../options';

/** The core's password rule, with the spec's messages. The password is never trimmed. */
const password = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required' })
  .min(LIMITS.passwordMin, { error: `Password must be ${LIMITS.passwordMin} characters` })
  .max(LIMITS.passwordMax, {
    error: `Password must be at most ${LIMITS.passwordMax} characters`,
  });

/** POST /jwt */
export const tokenBody = z.strictObject({ email });

/** POST /idp/interaction/:uid/login; a verification link's token proves the address. */
export const loginBody = z.strictObject({
  email,
  password,
  verificationToken: z.string().max(200).optional(),
});

/** POST /idp/interaction/:uid/register */
export const registerBody = z.strictObject({
  displayName: requiredText('Your Name', LIMITS.displayName),
  photoURL: httpUrl('Photo URL'),
  email,
  password,
});

/** POST /idp/verification/resend and POST /idp/password/forgot */
export const addressBody = z.strictObject({ email });

/** POST /idp/password/reset */
export const resetPasswordBody = z.strictObject({
  token: z.string().max(200),
  password,
});

/** POST /idp/account/password */
export const changePasswordBody = z.strictObject({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, { error: 'Current password is required' })
    .max(LIMITS.passwordMax),
  newPassword: password,
});

export type TokenBody = z.input<typeof tokenBody>;
export type AddressBody = z.input<typeof addressBody>;
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;
export type ChangePasswordBody = z.input<typeof changePasswordBody>;
export type LoginBody = z.input<typeof loginBody>;
export type RegisterBody = z.input<typeof registerBody>;
