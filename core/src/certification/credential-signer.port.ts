/** A JSON object as a JWT carries it. */
export type Claims = Record<string, unknown>;

/** The public half of one of the issuer's keys, as a JWK with its key id. */
export interface PublicKey {
  kid: string;
  jwk: Readonly<Record<string, string>>;
}

/**
 * Signs credentials as compact JWS (VC-JWT) with the issuer's current key. Keys that were
 * current before a rotation still verify, so certificates signed with them stay valid.
 */
export interface CredentialSigner {
  sign(claims: Claims): Promise<string>;
  /** The claims of a JWS signed with one of the issuer's keys; null for any other token. */
  verify(token: string): Promise<Claims | null>;
  /** Every key that may have signed a credential, the current one first. */
  publicKeys(): readonly PublicKey[];
}

/** Packs a status list's bits as the Bitstring Status List's `encodedList` (GZIP, multibase). */
export interface StatusListEncoder {
  encode(bits: Uint8Array): string;
}
