import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';

/** A private Ed25519 signing key as a JWK, with its id (the key's RFC 7638 thumbprint). */
export type CertificateKey = JWK & { kid: string; d: string };

const FILE = 'certificate-signing-keys.json';

/** A new Ed25519 key. */
export async function newCertificateKey(): Promise<CertificateKey> {
  const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), d: jwk.d! };
}

/**
 * Reads a key set (`{"keys": [...]}`, newest first): every key must be a private Ed25519 JWK.
 * `source` names where it came from, for the error.
 */
export function parseCertificateKeys(text: string, source: string): CertificateKey[] {
  const keys = (JSON.parse(text) as { keys?: unknown }).keys;
  const valid =
    Array.isArray(keys) &&
    keys.length > 0 &&
    keys.every(
      (key: JWK) =>
        key.kty === 'OKP' && key.crv === 'Ed25519' && typeof key.d === 'string' && !!key.kid,
    );
  if (!valid) {
    throw new Error(`${source} must be {"keys": [...]} of private Ed25519 JWKs with a kid each.`);
  }
  return keys as CertificateKey[];
}

async function read(directory: string): Promise<CertificateKey[] | null> {
  try {
    return parseCertificateKeys(await readFile(join(directory, FILE), 'utf8'), FILE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function write(directory: string, keys: CertificateKey[]): Promise<void> {
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const temporary = join(directory, `${FILE}.${process.pid}.tmp`);
  await writeFile(temporary, JSON.stringify({ keys }, null, 2), { mode: 0o600 });
  await rename(temporary, join(directory, FILE));
}

/**
 * The certificate signing keys, newest first: made on first start and kept in `directory`
 * beside the server's other keys.
 */
export async function loadCertificateKeys(directory: string): Promise<CertificateKey[]> {
  const existing = await read(directory);
  if (existing) return existing;
  const keys = [await newCertificateKey()];
  await write(directory, keys);
  return keys;
}

/**
 * Puts a new key first; every older key stays, for good, so that every certificate signed
 * with it still verifies. Takes effect on the next start.
 */
export async function rotateCertificateKeys(directory: string): Promise<CertificateKey[]> {
  const keys = [await newCertificateKey(), ...((await read(directory)) ?? [])];
  await write(directory, keys);
  return keys;
}
