import type { CertificateIssuer } from '../certificate-issuer';
import type { CredentialSigner } from '../credential-signer.port';

/** A did:web DID document listing the issuer's keys, each as a JSON Web Key. */
export type DidDocument = {
  '@context': string[];
  id: string;
  verificationMethod: {
    id: string;
    type: 'JsonWebKey2020';
    controller: string;
    publicKeyJwk: Record<string, string>;
  }[];
  assertionMethod: string[];
};

/** The issuer's public keys, as its did:web DID document and as a JWK set. */
export interface IssuerKeys {
  didDocument: DidDocument;
  jwks: { keys: Record<string, string>[] };
}

/**
 * Publishes every key that ever signed a credential, the current one first, so certificates
 * signed before a rotation still verify. A key's id is a DID URL (`did:web:host#key`), the
 * `kid` of the credentials it signed, in both documents.
 */
export class GetIssuerKeys {
  constructor(private readonly deps: { signer: CredentialSigner; issuer: CertificateIssuer }) {}

  execute(): IssuerKeys {
    const { id } = this.deps.issuer;
    const keys = this.deps.signer.publicKeys();
    return {
      didDocument: {
        '@context': [
          'https://www.w3.org/ns/did/v1',
          'https://w3id.org/security/suites/jws-2020/v1',
        ],
        id,
        verificationMethod: keys.map((key) => ({
          id: key.kid,
          type: 'JsonWebKey2020',
          controller: id,
          publicKeyJwk: key.jwk,
        })),
        assertionMethod: keys.map((key) => key.kid),
      },
      jwks: { keys: keys.map((key) => ({ ...key.jwk, kid: key.kid, alg: 'EdDSA', use: 'sig' })) },
    };
  }
}
