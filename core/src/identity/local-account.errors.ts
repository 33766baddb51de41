import { DomainError } from '../shared/domain-error';

/** Wrong password and unknown e-mail look the same, so nobody can probe for accounts. */
export class InvalidCredentialsError extends DomainError {
  readonly code = 'invalid_credentials';
  constructor() {
    super('Invalid Email/Password');
  }
}

/** The right password for an address nobody has proven yet: the link must be followed first. */
export class EmailNotVerifiedError extends DomainError {
  readonly code = 'email_not_verified';
  constructor() {
    super('Verify your e-mail address first: follow the link we sent you.');
  }
}

/** A link that is unknown, used, expired or meant for something else: all look alike. */
export class InvalidTokenError extends DomainError {
  readonly code = 'invalid_token';
  constructor() {
    super('This link has expired or was already used. Ask for a new one.');
  }
}
