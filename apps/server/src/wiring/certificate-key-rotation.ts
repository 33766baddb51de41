import { newCertificateKey, rotateCertificateKeys } from '@classroom/credentials-jose';
import type { Config } from '../config/config';
import { certificateKeys } from './certification';

/**
 * A new certificate signing key first, every older key kept so the certificates they signed
 * still verify. Keys under VAR_DIR are rotated in place; keys in CERTIFICATE_SIGNING_KEYS are
 * printed as the variable's new value for the operator to set. Restart the server afterwards.
 */
export async function rotateKeys(config: Config): Promise<string> {
  if (!config.certificateSigningKeys) {
    const keys = await rotateCertificateKeys(config.varDir);
    return `Certificate signing keys rotated in ${config.varDir}: now signing with ${keys[0]!.kid}; ${keys.length - 1} older key(s) kept. Restart the server.`;
  }
  const keys = [await newCertificateKey(), ...(await certificateKeys(config))];
  return [
    'Set CERTIFICATE_SIGNING_KEYS to this value (the new key first, every older key kept), then restart:',
    JSON.stringify({ keys }),
  ].join('\n');
}
