import { z } from 'zod';

/** Sent with a create: a retry with the same key gets the first answer instead of a second record. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer repeated for a retry, as Stripe does. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

export const idempotencyKey = z
  .string()
  .regex(/^[\x21-\x7E]{1,255}$/, {
    error: 'Idempotency-Key must be 1 to 255 visible ASCII characters (a UUID will do)',
  })
  .meta({
    description:
      'Any unique string of 1 to 255 visible ASCII characters, such as a UUID, chosen by the ' +
      'client for one create. Retried with the same key and body within 24 hours, the request ' +
      'answers the first answer again (with `Idempotent-Replayed: true`) and creates nothing. ' +
      'The same key with another body answers 422 `idempotency_key_reused`; while the first ' +
      'request has not answered yet, 409 `idempotency_key_in_progress`.',
  });

/** The request headers of a create that honours Idempotency-Key. */
export const idempotencyHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKey.optional(),
});
