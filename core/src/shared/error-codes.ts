/**
 * Every code the core can fail with, declared once. `DomainError.code` is typed to this list,
 * so a new error class needs its code here, and every adapter's map of the codes then fails
 * to compile until it handles the new one.
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
  'payment_required',
  'course_not_for_sale',
  'payment_not_verified',
  'duplicate_payment',
  'payment_gateway_error',
  'invalid_webhook',
  'invalid_credentials',
  'email_not_verified',
  'invalid_token',
  'service_unavailable',
  'idempotency_key_reused',
  'idempotency_key_in_progress',
  'implausible_heartbeat',
  'lesson_rule_not_met',
  'quiz_attempts_exhausted',
  'wrong_lesson_kind',
  'revision_not_pending',
  'course_not_rejected',
  'course_not_approved',
  'not_admin',
  'last_admin',
  'suspension_unchanged',
  'account_suspended',
] as const;

export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];
