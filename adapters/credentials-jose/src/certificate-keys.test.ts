import { mkdtemp, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  loadCertificateKeys,
  parseCertificateKeys,
  rotateCertificateKeys,
} from './certificate-keys';

const directory = () => mkdtemp(join(tmpdir(), 'certificate-keys-'));

describe('certificate signing keys', () => {
  it('are made on first start as one private Ed25519 key, kept private, and the same afterwards', async () => {
    const folder = await directory();
    const [key, ...others] = await loadCertificateKeys(folder);
    expect(others).toEqual([]);
    expect(key).toMatchObject({ kty: 'OKP', crv: 'Ed25519', d: expect.any(String) });
    expect(key!.kid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await loadCertificateKeys(folder)).toEqual([key]);
    const file = await stat(join(folder, 'certificate-signing-keys.json'));
    expect(file.mode & 0o077).toBe(0);
  });

  it('rotate to a new key first and keep every older one', async () => {
    const folder = await directory();
    const first = await loadCertificateKeys(folder);
    for (let i = 0; i < 4; i += 1) await rotateCertificateKeys(folder);
    const keys = await loadCertificateKeys(folder);
    expect(keys).toHaveLength(5);
    expect(keys.at(-1)).toEqual(first[0]);
    expect(new Set(keys.map((key) => key.kid)).size).toBe(5);
  });

  it('refuse a key set that is not private Ed25519 keys with ids', async () => {
    const folder = await directory();
    await writeFile(join(folder, 'certificate-signing-keys.json'), '{"keys":[{"kty":"RSA"}]}');
    await expect(loadCertificateKeys(folder)).rejects.toThrow(/private Ed25519 JWKs/);
    expect(() => parseCertificateKeys('{"keys":[]}', 'CERTIFICATE_SIGNING_KEYS')).toThrow(
      /CERTIFICATE_SIGNING_KEYS must be/,
    );
  });
});
