import {
  createCertificationUseCases,
  issuerAt,
  type CertificationUseCases,
  type Clock,
  type Repositories,
  type UnitOfWork,
} from '@classroom/core';
import { MemoryCertificatePdfRenderer } from './memory-certificate-pdf';
import { MemoryCredentialSigner, memoryStatusListEncoder } from './memory-credential-signer';
import { SequentialCertificateNumbers } from './memory-support';

export interface MemoryCertification {
  useCases: CertificationUseCases;
  signer: MemoryCredentialSigner;
  numbers: SequentialCertificateNumbers;
  pdf: MemoryCertificatePdfRenderer;
}

/** The certificate use cases over a store, with keys made in memory, as `url`'s did:web. */
export function memoryCertification(
  store: Repositories & { unitOfWork: UnitOfWork },
  clock: Clock,
  url = 'https://classroom.test',
): MemoryCertification {
  const issuer = issuerAt(url, 'GS Classroom');
  const signer = new MemoryCredentialSigner(issuer.id);
  const numbers = new SequentialCertificateNumbers();
  const pdf = new MemoryCertificatePdfRenderer();
  const useCases = createCertificationUseCases({
    ...store,
    clock,
    issuer,
    signer,
    statusLists: memoryStatusListEncoder,
    numbers,
    pdf,
  });
  return { useCases, signer, numbers, pdf };
}
