import { DomainError } from './domain-error';

export class UnauthenticatedError extends DomainError {
  readonly code = 'unauthenticated';
  constructor() {
    super('Sign in first.');
  }
}

export class ForbiddenError extends DomainError {
  readonly code = 'forbidden';
  constructor(reason = 'You may not do this.') {
    super(reason);
  }
}

export class NotFoundError extends DomainError {
  readonly code = 'not_found';
  constructor(
    readonly entity:
      | 'user'
      | 'course'
      | 'payment'
      | 'message'
      | 'section'
      | 'lesson'
      | 'file'
      | 'certificate'
      | 'status list'
      | 'enrollment'
      | 'refund request'
      | 'review',
  ) {
    super(`No such ${entity}.`);
  }
}

export class ValidationError extends DomainError {
  readonly code = 'validation_failed';
  override readonly fields: Readonly<Record<string, string>>;
  constructor(fields: Record<string, string>) {
    super(Object.values(fields)[0] ?? 'Invalid input.');
    this.fields = fields;
  }
}

/**
 * The store cannot answer or take writes right now (connection lost, pool exhausted, file gone
 * or read-only, disk full). Persistence adapters wrap their driver's failures in it, so no
 * other adapter needs to know a driver; a retry later may work. The driver's error is the
 * cause, for the logs; the message is what a caller may be told.
 */
export class StoreUnavailableError extends DomainError {
  readonly code = 'service_unavailable';
  constructor(options?: { cause?: unknown }) {
    super('The service is unavailable. Try again soon.', options);
  }
}

/**
 * The request this work was for has passed its deadline: its caller was answered 503, so the
 * work must not commit, or a retry would do it twice.
 */
export class DeadlinePassedError extends DomainError {
  readonly code = 'service_unavailable';
  constructor() {
    super('The service is unavailable. Try again soon.');
  }
}

/** An Idempotency-Key sent again with other input than the first time. */
export class IdempotencyKeyReusedError extends DomainError {
  readonly code = 'idempotency_key_reused';
  constructor() {
    super('This Idempotency-Key was used with another request. Use a new key for a new request.');
  }
}

/** An Idempotency-Key whose first request has not answered yet. */
export class IdempotencyKeyInProgressError extends DomainError {
  readonly code = 'idempotency_key_in_progress';
  constructor() {
    super('A request with this Idempotency-Key is still in progress. Try again soon.');
  }
}
