import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSigningKeys, rotateSigningKeys } from './signing-keys';

describe('signing keys', () => {
  it('are made on first start, kept private, and the same on the next start', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'keys-'));
    const first = await loadSigningKeys(directory);
    expect(first.map((key) => key.alg)).toEqual(['RS256', 'ES256']);
    expect(first.every((key) => typeof key.d === 'string' && key.kid)).toBe(true);
    expect(await loadSigningKeys(directory)).toEqual(first);
    const file = await stat(join(directory, 'idp-signing-keys.json'));
    expect(file.mode & 0o077).toBe(0);
  });

  it('rotate to a new generation first while keeping the older public keys', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'keys-'));
    const first = await loadSigningKeys(directory);
    const rotated = await rotateSigningKeys(directory);
    expect(rotated).toHaveLength(4);
    expect(rotated.slice(2)).toEqual(first);
    expect(rotated[0]!.kid).not.toBe(first[0]!.kid);
    expect(await loadSigningKeys(directory)).toEqual(rotated);
    for (let i = 0; i < 3; i += 1) await rotateSigningKeys(directory);
    const kept = JSON.parse(await readFile(join(directory, 'idp-signing-keys.json'), 'utf8')) as {
      keys: unknown[];
    };
    expect(kept.keys).toHaveLength(6);
  });
});
