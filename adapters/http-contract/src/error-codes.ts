/**
 * Every code an error answer of the API can carry. It is the core's DomainErrorCode (kept
 * equal by a compile-time check in the Koa adapter) plus the codes of the transport and of
 * the card processor.
 */
export const DOMAIN_ERROR_CODES = [
  'unauthenticated',
  'forbidden',
  'not_found',
  'validation_failed',
  'application_already_sent',
  'application_not_pending',
  'already_admin',
  'email_taken',
  'course_not_pending',
  'course_approved',
  'already_enrolled',
  'no_payment_required',
  'course_not_for_sale',
  'payment_not_verified',
  'duplicate_payment',
  'payment_gateway_error',
  'invalid_webhook',
  'email_not_verified',
  'invalid_token',
] as const;

export const TRANSPORT_ERROR_CODES = [
  'bad_request',
  'csrf_failed',
  'invalid_credentials',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'method_not_allowed',
  'service_unavailable',
  'internal_error',
] as const;

/** Stripe's decline codes, as the payment form shows them. */
export const CARD_ERROR_CODES = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_number',
  'incorrect_cvc',
  'invalid_expiry',
] as const;

export const ERROR_CODES = [
  ...DOMAIN_ERROR_CODES,
  ...TRANSPORT_ERROR_CODES,
  ...CARD_ERROR_CODES,
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
export type CardErrorCode = (typeof CARD_ERROR_CODES)[number];

/** The body of every error answer. `fields` maps a request field to its message. */
export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    fields?: Record<string, string>;
  };
}

export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}
