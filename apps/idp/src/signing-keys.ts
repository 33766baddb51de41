import { generateKeyPairSync, randomUUID, type JsonWebKey } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export type PrivateJwk = JsonWebKey & { kid: string; alg: string; use: 'sig' };

/** Generations kept after a rotation, so tokens signed before it still verify. */
const KEPT_GENERATIONS = 3;
const FILE = 'idp-signing-keys.json';

/** One RS256 key (the ID-token default every client supports) and one ES256 key. */
function newGeneration(): PrivateJwk[] {
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
  return [
    { ...rsa.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' },
    { ...ec.export({ format: 'jwk' }), kid: randomUUID(), alg: 'ES256', use: 'sig' },
  ];
}

async function read(directory: string): Promise<PrivateJwk[] | null> {
  try {
    const parsed = JSON.parse(await readFile(join(directory, FILE), 'utf8')) as {
      keys?: PrivateJwk[];
    };
    return Array.isArray(parsed.keys) && parsed.keys.length > 0 ? parsed.keys : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function write(directory: string, keys: PrivateJwk[]): Promise<void> {
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const temporary = join(directory, `${FILE}.${process.pid}.tmp`);
  await writeFile(temporary, JSON.stringify({ keys }, null, 2), { mode: 0o600 });
  await rename(temporary, join(directory, FILE));
}

/**
 * The provider's private signing keys, newest first (the provider signs with the first key of
 * each algorithm and publishes every public key). Made on first start and kept in `directory`.
 */
export async function loadSigningKeys(directory: string): Promise<PrivateJwk[]> {
  const existing = await read(directory);
  if (existing) return existing;
  const keys = newGeneration();
  await write(directory, keys);
  return keys;
}

/**
 * Puts a new generation first and keeps the last few, so ID and access tokens signed with an
 * older key still verify until they expire. Takes effect on the next start.
 */
export async function rotateSigningKeys(directory: string): Promise<PrivateJwk[]> {
  const keys = [...newGeneration(), ...((await read(directory)) ?? [])].slice(
    0,
    KEPT_GENERATIONS * 2,
  );
  await write(directory, keys);
  return keys;
}
