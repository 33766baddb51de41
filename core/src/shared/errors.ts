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
  constructor(readonly entity: 'user' | 'course' | 'payment' | 'message') {
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
