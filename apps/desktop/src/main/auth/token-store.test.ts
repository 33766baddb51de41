import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TokenStore, type Encryptor, type StoredTokens } from './token-store';

const tokens: StoredTokens = {
  serverUrl: 'https://classroom.example.org',
  accessToken: 'secret-access-token',
  refreshToken: 'secret-refresh-token',
  expiresAt: 1_000_000,
  email: 'admin@classroom.test',
  displayName: 'Ada Admin',
  photoURL: '',
};

const reversible = (available: boolean): Encryptor => ({
  isEncryptionAvailable: () => available,
  encryptString: (plain) =>
    Buffer.from(Buffer.from(plain).toString('base64').split('').reverse().join('')),
  decryptString: (encrypted) =>
    Buffer.from(encrypted.toString().split('').reverse().join(''), 'base64').toString(),
});

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'classroom-tokens-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the token store', () => {
  it('keeps the tokens encrypted on disk and reads them back on the next start', async () => {
    const file = join(dir, 'session.bin');
    await new TokenStore(file, reversible(true)).save(tokens);
    const raw = await readFile(file, 'utf8');
    expect(raw).not.toContain('secret-access-token');
    expect(raw).not.toContain('admin@classroom.test');
    expect((await stat(file)).mode & 0o077).toBe(0);
    expect(await new TokenStore(file, reversible(true)).load()).toEqual(tokens);
  });

  it('removes them on sign-out', async () => {
    const file = join(dir, 'session.bin');
    const store = new TokenStore(file, reversible(true));
    await store.save(tokens);
    await store.clear();
    expect(await store.load()).toBeNull();
    await expect(stat(file)).rejects.toThrow();
  });

  it('writes nothing when the system offers no encryption', async () => {
    const file = join(dir, 'session.bin');
    const store = new TokenStore(file, reversible(false));
    await store.save(tokens);
    expect(await store.load()).toEqual(tokens);
    await expect(stat(file)).rejects.toThrow();
    expect(await new TokenStore(file, reversible(false)).load()).toBeNull();
  });
});
