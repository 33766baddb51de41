import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A value for one purpose, derived from the one operator secret (HMAC-SHA256, base64url). */
export function deriveSecret(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(`gs-classroom:${purpose}`).digest('base64url');
}

/**
 * The operator's secret, or one generated and kept in `directory` for development so that
 * restarts keep sessions. Production must configure it.
 */
export async function loadOrCreateSecret(
  directory: string,
  file = 'session-secret',
): Promise<string> {
  const path = join(directory, file);
  try {
    const existing = (await readFile(path, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('base64url');
  await mkdir(directory, { recursive: true, mode: 0o700 });
  await writeFile(path, secret, { mode: 0o600 });
  return secret;
}
