import { parseCertificateKeys } from '@classroom/credentials-jose';
import { z } from 'zod';
import { parsedBy } from './values';

function checkedKeys(text: string): string {
  parseCertificateKeys(text, 'it');
  return text;
}

/** The keys that sign certificates: a JWK set, or none to keep them under VAR_DIR. */
export const certificates = z
  .object({ CERTIFICATE_SIGNING_KEYS: parsedBy(checkedKeys, /^it /).optional() })
  .transform((variables) => ({
    certificateSigningKeys: variables.CERTIFICATE_SIGNING_KEYS ?? null,
  }));
