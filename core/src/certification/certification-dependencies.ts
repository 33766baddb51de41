import type { Clock } from '../shared/ports';
import type { Repositories, UnitOfWork } from '../shared/unit-of-work.port';
import type { CertificateNumbers } from './certificate-numbers.port';
import type { CertificatePdfRenderer } from './certificate-pdf.port';
import type { CertificateIssuer } from './certificate-issuer';
import type { CredentialSigner, StatusListEncoder } from './credential-signer.port';

/** What the certificate use cases are built from. */
export interface CertificationDependencies extends Repositories {
  unitOfWork: UnitOfWork;
  clock: Clock;
  issuer: CertificateIssuer;
  signer: CredentialSigner;
  statusLists: StatusListEncoder;
  numbers: CertificateNumbers;
  pdf: CertificatePdfRenderer;
}
