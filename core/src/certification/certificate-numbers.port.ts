/** The random parts of a new certificate. */
export interface CertificateNumbers {
  /** A random UUID (v4): unguessable, so the verify page's address reveals nothing. */
  uuid(): string;
  /** A short code for people to read and type, as `GSC-XXXX-XXXX`. */
  code(): string;
  /** A random whole number from 0 up to, not including, `below`. */
  below(below: number): number;
}
