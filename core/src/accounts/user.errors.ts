import { DomainError } from '../shared/domain-error';

export class ApplicationAlreadySentError extends DomainError {
  readonly code = 'application_already_sent';
  constructor() {
    super('Your application is already under review or approved.');
  }
}

export class ApplicationNotPendingError extends DomainError {
  readonly code = 'application_not_pending';
  constructor() {
    super('This application is not awaiting review.');
  }
}

export class AlreadyAdminError extends DomainError {
  readonly code = 'already_admin';
  constructor() {
    super('This user is already an admin.');
  }
}

export class EmailTakenError extends DomainError {
  readonly code = 'email_taken';
  constructor() {
    super('A user with this e-mail already exists.');
  }
}

export class NotAdminError extends DomainError {
  readonly code = 'not_admin';
  constructor() {
    super('This user is not an admin.');
  }
}

/** The school must keep one admin: the last one cannot be demoted. */
export class LastAdminError extends DomainError {
  readonly code = 'last_admin';
  constructor() {
    super('The last admin cannot be demoted.');
  }
}

export class SuspensionUnchangedError extends DomainError {
  readonly code = 'suspension_unchanged';
  constructor(suspended: boolean) {
    super(suspended ? 'This account is already suspended.' : 'This account is not suspended.');
  }
}

/** A suspended account signs in nowhere. */
export class AccountSuspendedError extends DomainError {
  readonly code = 'account_suspended';
  constructor() {
    super('This account is suspended. Contact the school to have it reactivated.');
  }
}
