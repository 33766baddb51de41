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
