import { DomainError } from '../shared/domain-error';

/** Wrong password and unknown e-mail look the same, so nobody can probe for accounts. */
export class InvalidCredentialsError extends DomainError {
  readonly code = 'invalid_credentials';
  constructor() {
    super('Invalid Email/Password');
  }
}
