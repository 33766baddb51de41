/** Who signs the certificates: the school, named by its public address. */
export interface CertificateIssuer {
  /** `did:web` of the public URL: its DID document is served at `/.well-known/did.json`. */
  id: string;
  name: string;
  /** The public URL, without a trailing slash. */
  url: string;
}

/** The school as issuer, named after its public URL (`https://school.example` → `did:web:school.example`). */
export function issuerAt(publicUrl: string, name: string): CertificateIssuer {
  const url = publicUrl.replace(/\/+$/, '');
  // did:web percent-encodes the port's colon; the document is always at the host's root.
  return { id: `did:web:${new URL(url).host.replace(':', '%3A')}`, name, url };
}

/** The public page that verifies a certificate. */
export function verifyPageUrl(issuer: CertificateIssuer, certificateId: string): string {
  return `${issuer.url}/verify/${certificateId}`;
}

/** Where a status list credential is published. */
export function statusListUrl(issuer: CertificateIssuer, list: number): string {
  return `${issuer.url}/credentials/status/${list}`;
}
