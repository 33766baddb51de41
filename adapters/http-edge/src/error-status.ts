import type { DomainErrorCode } from '@classroom/core';
import type { ErrorCode } from '@classroom/http-contract';

/**
 * The HTTP status of every error code, the core's and the transport's. A code nobody maps
 * fails to compile here: the core declares its codes once (DOMAIN_ERROR_CODES), the wire
 * contract carries them all, and this map must name each.
 */
export const errorStatus = {
  bad_request: 400,
  validation_failed: 422,
  invalid_webhook: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  email_not_verified: 403,
  invalid_token: 400,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  application_already_sent: 409,
  application_not_pending: 409,
  already_admin: 409,
  email_taken: 409,
  course_not_pending: 409,
  course_not_rejected: 409,
  course_not_approved: 409,
  revision_not_pending: 409,
  not_admin: 409,
  last_admin: 409,
  suspension_unchanged: 409,
  account_suspended: 403,
  course_approved: 409,
  already_enrolled: 409,
  duplicate_payment: 409,
  idempotency_key_in_progress: 409,
  quiz_attempts_exhausted: 409,
  media_in_use: 409,
  media_not_ready: 409,
  certificate_already_revoked: 409,
  certificate_revoked: 409,
  refund_not_pending: 409,
  refund_not_allowed: 422,
  payout_exceeds_balance: 422,
  already_reviewed: 409,
  already_replied: 409,
  review_already_hidden: 409,
  review_changed: 409,
  not_enrolled: 403,
  no_completed_lesson: 403,
  payload_too_large: 413,
  unsupported_media_type: 415,
  file_too_large: 413,
  storage_quota_exceeded: 413,
  too_many_uploads: 429,
  unsupported_file_type: 415,
  no_payment_required: 422,
  payment_required: 422,
  course_not_for_sale: 422,
  payment_not_verified: 422,
  idempotency_key_reused: 422,
  implausible_heartbeat: 422,
  lesson_rule_not_met: 422,
  wrong_lesson_kind: 422,
  file_type_mismatch: 422,
  empty_file: 422,
  card_declined: 402,
  insufficient_funds: 402,
  expired_card: 402,
  incorrect_number: 402,
  incorrect_cvc: 402,
  invalid_expiry: 402,
  rate_limited: 429,
  internal_error: 500,
  payment_gateway_error: 503,
  service_unavailable: 503,
} as const satisfies Record<ErrorCode, number> & Record<DomainErrorCode, number>;

/** Reverse lookup for errors that arrive with only a status (koa's ctx.throw, http-errors). */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 405:
    case 501:
      return 'method_not_allowed';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    case 503:
      return 'service_unavailable';
    default:
      return status >= 500 ? 'internal_error' : 'bad_request';
  }
}
