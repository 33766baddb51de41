import { PaymentGatewayError } from '@classroom/core';
import Stripe from 'stripe';

/** Any failure talking to Stripe becomes the core's gateway error; the cause is kept for logs. */
export function gatewayFailure(error: unknown): PaymentGatewayError {
  const failure =
    error instanceof Stripe.errors.StripeIdempotencyError
      ? new PaymentGatewayError(
          'This payment was already started differently. Reload and try again.',
        )
      : new PaymentGatewayError();
  (failure as { cause?: unknown }).cause = error;
  return failure;
}

export function isMissingResource(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    (error.code === 'resource_missing' || error.statusCode === 404)
  );
}
