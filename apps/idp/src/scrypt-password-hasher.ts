import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { PasswordHasher } from '@classroom/core';
import pLimit from 'p-limit';

export interface ScryptParameters {
  /** log2 of the CPU/memory cost N. */
  ln: number;
  r: number;
  p: number;
}

/** OWASP's recommendation for scrypt: N=2^17, r=8, p=1 (128 MiB and ~0.3 s per hash). */
export const DEFAULT_SCRYPT: ScryptParameters = { ln: 17, r: 8, p: 1 };

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
 * Hashes as a PHC-like string: `$scrypt$ln=17,r=8,p=1$<salt>$<hash>` (base64, no padding).
 * Each hash names its parameters, so raising them later keeps old hashes readable, and
 * `needsRehash` tells the sign-in to replace them. Each hash takes 128 MiB: at most one per
 * core runs at a time, so a burst of sign-ins queues instead of exhausting memory.
 */
export class ScryptPasswordHasher implements PasswordHasher {
  private readonly slots: ReturnType<typeof pLimit>;

  constructor(
    private readonly parameters: ScryptParameters = DEFAULT_SCRYPT,
    concurrency = availableParallelism(),
  ) {
    this.slots = pLimit(concurrency);
  }

  async hash(password: string): Promise<string> {
    const { ln, r, p } = this.parameters;
    const salt = randomBytes(SALT_LENGTH);
    const key = await this.slots(() => derive(password, salt, this.parameters));
    return `$scrypt$ln=${ln},r=${r},p=${p}$${unpadded(salt)}$${unpadded(key)}`;
  }

  async verify(password: string, passwordHash: string): Promise<boolean> {
    const parsed = parse(passwordHash);
    if (!parsed) return false;
    const actual = await this.slots(() => derive(password, parsed.salt, parsed.parameters));
    return parsed.key.length === actual.length && timingSafeEqual(parsed.key, actual);
  }

  needsRehash(passwordHash: string): boolean {
    const parsed = parse(passwordHash);
    if (!parsed) return true;
    const { ln, r, p } = parsed.parameters;
    const want = this.parameters;
    return ln < want.ln || r < want.r || p < want.p;
  }
}

function parse(passwordHash: string) {
  const match = FORMAT.exec(passwordHash);
  if (!match) return null;
  const [ln, r, p] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  if (ln < 10 || ln > 20 || r < 1 || p < 1 || p > 4) return null;
  return {
    parameters: { ln, r, p },
    salt: Buffer.from(match[4]!, 'base64'),
    key: Buffer.from(match[5]!, 'base64'),
  };
}

function unpadded(bytes: Buffer): string {
  return bytes.toString('base64').replace(/=+$/, '');
}
