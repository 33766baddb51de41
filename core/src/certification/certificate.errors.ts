import { DomainError } from '../shared/domain-error';

export class CertificateAlreadyRevokedError extends DomainError {
  readonly code = 'certificate_already_revoked';
  constructor() {
    super('This certificate is already revoked.');
  }
}
