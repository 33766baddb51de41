import { PaymentGatewayError } from '@classroom/core';
import Stripe from 'stripe';

/** Any failure talking to Stripe becomes the core's gateway error; the cause is kept for logs. */
export function gatewayFailure(error: unknown): PaymentGatewayError {
  const failure = new PaymentGatewayError(messageFor(error));
  (failure as { cause?: unknown }).cause = error;
  return failure;
}

function messageFor(error: unknown): string | undefined {
  if (error instanceof Stripe.errors.StripeIdempotencyError) {
    return 'This payment was already started differently. Reload and try again.';
  }
  if (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    error.code === 'amount_too_small'
  ) {
    return "This course's price is below the smallest amount a card can be charged ($0.50).";
  }
  return undefined;
}

export function isMissingResource(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    (error.code === 'resource_missing' || error.statusCode === 404)
  );
}
