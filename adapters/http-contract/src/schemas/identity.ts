import { z } from 'zod';
import { email, httpUrl, requiredText } from '../fields';
import { LIMITS } from '../options';

const password = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required' })
  .min(6, { error: 'Password must be 6 characters' })
  .max(200, { error: 'Password must be at most 200 characters' });

/** POST /jwt */
export const tokenBody = z.strictObject({ email });

/** POST /idp/interaction/:uid/login */
export const loginBody = z.strictObject({ email, password });

/** POST /idp/interaction/:uid/register */
export const registerBody = z.strictObject({
  displayName: requiredText('Your Name', LIMITS.displayName),
  photoURL: httpUrl('Photo URL'),
  email,
  password,
});

export type TokenBody = z.input<typeof tokenBody>;
export type LoginBody = z.input<typeof loginBody>;
export type RegisterBody = z.input<typeof registerBody>;
