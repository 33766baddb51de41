import Stripe from 'stripe';

/** A `Stripe-Signature` header for a payload, as Stripe would sign it (for tests). */
export function signTestWebhook(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}
