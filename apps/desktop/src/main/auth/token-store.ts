import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** What is kept between starts: enough to call the API and to renew before expiry. */
export interface StoredTokens {
  serverUrl: string;
  accessToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  refreshToken?: string;
  idToken?: string;
  email: string;
  displayName: string;
  photoURL: string;
}

/** Electron's safeStorage, reduced to what the store needs (a fake in tests). */
export interface Encryptor {
  isEncryptionAvailable(): boolean;
  encryptString(plain: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

/**
 * The session on disk, encrypted with the operating system's keychain (safeStorage). Where no
 * keychain is available the tokens stay in memory only: the user signs in again next start.
 */
export class TokenStore {
  private memory: StoredTokens | null = null;

  constructor(
    private readonly file: string,
    private readonly encryptor: Encryptor,
  ) {}

  async load(): Promise<StoredTokens | null> {
    if (this.memory) return this.memory;
    if (!this.encryptor.isEncryptionAvailable()) return null;
    try {
      const plain = this.encryptor.decryptString(await readFile(this.file));
      const tokens = JSON.parse(plain) as StoredTokens;
      if (typeof tokens.accessToken !== 'string' || typeof tokens.serverUrl !== 'string')
        return null;
      this.memory = tokens;
      return tokens;
    } catch {
      return null;
    }
  }

  async save(tokens: StoredTokens): Promise<void> {
    this.memory = tokens;
    if (!this.encryptor.isEncryptionAvailable()) return;
    await mkdir(dirname(this.file), { recursive: true });
    await writeFile(this.file, this.encryptor.encryptString(JSON.stringify(tokens)), {
      mode: 0o600,
    });
  }

  async clear(): Promise<void> {
    this.memory = null;
    await rm(this.file, { force: true });
  }
}
