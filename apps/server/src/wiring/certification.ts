import { PdfLibCertificateRenderer } from '@classroom/certificate-pdf';
import {
  createCertificationUseCases,
  issuerAt,
  type CertificationUseCases,
  type Clock,
} from '@classroom/core';
import {
  JoseCredentialSigner,
  gzipStatusListEncoder,
  loadCertificateKeys,
  parseCertificateKeys,
  type CertificateKey,
} from '@classroom/credentials-jose';
import type { Config } from '../config/config';
import { RandomCertificateNumbers } from '../runtime/certificate-numbers';
import type { Store } from './store';

/**
 * The signing keys: CERTIFICATE_SIGNING_KEYS when the operator sets it, else the file kept
 * under VAR_DIR (made on first start) beside the bundled provider's keys.
 */
export function certificateKeys(config: Config): Promise<CertificateKey[]> {
  return config.certificateSigningKeys
    ? Promise.resolve(
        parseCertificateKeys(config.certificateSigningKeys, 'CERTIFICATE_SIGNING_KEYS'),
      )
    : loadCertificateKeys(config.varDir);
}

/**
 * Certificates signed as the school's did:web (from PUBLIC_URL) with Ed25519 keys, in its
 * name (SCHOOL_NAME).
 */
export async function createCertification(
  config: Config,
  store: Store,
  clock: Clock,
): Promise<CertificationUseCases> {
  const issuer = issuerAt(config.publicUrl, config.schoolName);
  return createCertificationUseCases({
    ...store.repositories,
    unitOfWork: store.unitOfWork,
    clock,
    issuer,
    signer: await JoseCredentialSigner.create(await certificateKeys(config), issuer.id),
    statusLists: gzipStatusListEncoder,
    numbers: new RandomCertificateNumbers(),
    pdf: new PdfLibCertificateRenderer(),
  });
}
