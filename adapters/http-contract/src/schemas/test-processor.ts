import { z } from 'zod';
import { optionalText } from '../fields';
import { LIMITS } from '../options';

/** Month and year as Stripe.js takes them: a number, or its digits as text. */
const expiryPart = z.union([z.number(), z.string().max(4)]);

/**
 * POST /test-processor/payment_intents/:id/confirm: what the payment page sends in test mode
 * where it would call Stripe.js. Only the shape is checked here; the card's number, expiry
 * and CVC are the processor's to judge, with Stripe's messages (402).
 */
export const testCardConfirmBody = z.strictObject({
  clientSecret: z.string().min(1).max(LIMITS.transactionId),
  card: z.strictObject({
    number: z.string().max(40),
    expMonth: expiryPart,
    expYear: expiryPart,
    cvc: z.string().max(8),
  }),
  billingDetails: z
    .strictObject({ email: optionalText(LIMITS.email), name: optionalText() })
    .optional(),
});

/** GET /test-processor/payment_intents/:id?client_secret=... */
export const testIntentQuery = z.strictObject({
  client_secret: z.string().max(LIMITS.transactionId).optional(),
});

/** `:id` of a test intent (pi_...). */
export const testIntentParams = z.strictObject({
  id: z.string().min(1).max(LIMITS.transactionId),
});

export type TestCardConfirmBody = z.input<typeof testCardConfirmBody>;
