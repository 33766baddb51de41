// The core's list only (no use case, no entity): the UI imports this package too.
import { DOMAIN_ERROR_CODES } from '@classroom/core/error-codes';

export { DOMAIN_ERROR_CODES };

/**
 * Every code an error answer of the API can carry: the core's codes, declared once in the
 * core, plus the codes of the transport and of the card processor.
 */
export const TRANSPORT_ERROR_CODES = [
  'bad_request',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'method_not_allowed',
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
