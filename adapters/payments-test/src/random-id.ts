import { randomBytes } from 'node:crypto';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Random Stripe-shaped ids (`pi_...`, `evt_...`). Never sequential: payments recorded before
 * a restart keep their transaction ids, so a new intent must never reuse one.
 */
export function randomId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return `${prefix}_${id}`;
}
