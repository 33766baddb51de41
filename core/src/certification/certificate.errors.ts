import { DomainError } from '../shared/domain-error';

export class CertificateAlreadyRevokedError extends DomainError {
  readonly code = 'certificate_already_revoked';
  constructor() {
    super('This certificate is already revoked.');
  }
}

/**
 * A revoked certificate is not printed (decision 28): a page that reads as a credential would
 * outlive the revocation, which only the verify page and the status list tell.
 */
export class CertificateRevokedError extends DomainError {
  readonly code = 'certificate_revoked';
  constructor() {
    super('This certificate was revoked, so it can no longer be downloaded or printed.');
  }
}
