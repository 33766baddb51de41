import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHasher } from '@classroom/core';

export interface ScryptParameters {
  /** log2 of the CPU/memory cost N. */
  ln: number;
  r: number;
  p: number;
}

/** OWASP's floor for scrypt is N=2^17 with r=8; 2^15 keeps sign-in near 100 ms on small hosts. */
export const DEFAULT_SCRYPT: ScryptParameters = { ln: 15, r: 8, p: 1 };

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const FORMAT =
  /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

function derive(password: string, salt: Buffer, { ln, r, p }: ScryptParameters): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** ln, r, p, maxmem: 256 * 2 ** ln * r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * Hashes as a PHC-like string: `$scrypt$ln=15,r=8,p=1$<salt>$<hash>` (base64, no padding).
 * Each hash names its parameters, so raising them later keeps old hashes readable.
 */
export class ScryptPasswordHasher implements PasswordHasher {
  constructor(private readonly parameters: ScryptParameters = DEFAULT_SCRYPT) {}

  async hash(password: string): Promise<string> {
    const { ln, r, p } = this.parameters;
    const salt = randomBytes(SALT_LENGTH);
    const key = await derive(password, salt, this.parameters);
    return `$scrypt$ln=${ln},r=${r},p=${p}$${unpadded(salt)}$${unpadded(key)}`;
  }

  async verify(password: string, passwordHash: string): Promise<boolean> {
    const match = FORMAT.exec(passwordHash);
    if (!match) return false;
    const [ln, r, p] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
    if (ln < 10 || ln > 20 || r < 1 || p < 1 || p > 4) return false;
    const expected = Buffer.from(match[5]!, 'base64');
    const actual = await derive(password, Buffer.from(match[4]!, 'base64'), { ln, r, p });
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
}

function unpadded(bytes: Buffer): string {
  return bytes.toString('base64').replace(/=+$/, '');
}
