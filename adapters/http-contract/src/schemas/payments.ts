import { z } from 'zod';
import { dollars, id, optionalText } from '../fields';
import { LIMITS } from '../options';

/**
 * POST /create-payment-intent. The server charges the course's stored price: a `price` in
 * the body is accepted for compatibility and ignored.
 */
export const checkoutBody = z.strictObject({
  courseId: id,
  price: z.number().optional(),
});

const transactionId = z
  .string({ error: 'Transaction id is required' })
  .min(1, { error: 'Transaction id is required' })
  .max(LIMITS.transactionId)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'Not a valid transaction id' });

/**
 * POST /payments: the spec's payment record. Only `transactionId` (and `courseId`, which
 * must be the paid course) is used: the server reads amount, payer and course from the
 * processor, never from this body.
 */
export const paymentBody = z.strictObject({
  transactionId,
  courseId: id.optional(),
  email: optionalText(LIMITS.email),
  name: optionalText(),
  date: optionalText(64),
  price: dollars.optional(),
  courseName: optionalText(LIMITS.courseName),
  courseImage: optionalText(LIMITS.url),
  instructorName: optionalText(),
});

export type CheckoutBody = z.input<typeof checkoutBody>;
export type PaymentBody = z.input<typeof paymentBody>;
