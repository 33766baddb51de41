import { randomInt, randomUUID } from 'node:crypto';
import type { CertificateNumbers } from '@classroom/core';

/** Crockford's base 32: no I, L, O or U, so a code reads and types without doubt. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Certificate ids, codes and status list indexes from the system's secure random source. */
export class RandomCertificateNumbers implements CertificateNumbers {
  uuid(): string {
    return randomUUID();
  }

  code(): string {
    const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(32)]).join('');
    return `GSC-${group()}-${group()}`;
  }

  below(below: number): number {
    return randomInt(below);
  }
}
