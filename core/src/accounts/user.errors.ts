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
