import { statusListUrl, type CertificateIssuer } from '../certificate-issuer';
import type { Claims } from '../credential-signer.port';

/**
 * A Bitstring Status List credential (W3C Verifiable Credentials 2.0), as JWT claims like the
 * certificates': bit N set means the certificate holding entry N is revoked.
 */
export function statusListCredential(
  issuer: CertificateIssuer,
  list: number,
  encodedList: string,
  now: Date,
): Claims {
  const url = statusListUrl(issuer, list);
  const seconds = Math.floor(now.getTime() / 1000);
  return {
    '@context': ['https://www.w3.org/ns/credentials/v2'],
    id: url,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: issuer.id,
    validFrom: new Date(seconds * 1000).toISOString().replace('.000Z', 'Z'),
    credentialSubject: {
      id: `${url}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList,
    },
    iss: issuer.id,
    jti: url,
    nbf: seconds,
  };
}
