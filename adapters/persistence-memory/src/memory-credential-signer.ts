import { generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Claims, CredentialSigner, PublicKey, StatusListEncoder } from '@classroom/core';

interface Key {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Real Ed25519 JWS with keys made in memory, for use-case tests and demos: a changed byte
 * fails, and `rotate()` signs with a new key while the old ones still verify.
 */
export class MemoryCredentialSigner implements CredentialSigner {
  private keys: Key[] = [];

  constructor(private readonly issuerId = 'did:web:classroom.test') {
    this.rotate();
  }

  rotate(): void {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    this.keys = [
      { kid: `${this.issuerId}#key-${this.keys.length + 1}`, privateKey, publicKey },
      ...this.keys,
    ];
  }

  async sign(claims: Claims): Promise<string> {
    const key = this.keys[0]!;
    const input = `${encode({ alg: 'EdDSA', kid: key.kid, typ: 'JWT' })}.${encode(claims)}`;
    return `${input}.${sign(null, Buffer.from(input), key.privateKey).toString('base64url')}`;
  }

  async verify(token: string): Promise<Claims | null> {
    const [header, payload, signature] = token.split('.');
    try {
      const { kid } = JSON.parse(Buffer.from(header!, 'base64url').toString()) as { kid?: string };
      const key = this.keys.find((candidate) => candidate.kid === kid);
      const input = Buffer.from(`${header}.${payload}`);
      if (!key || !verify(null, input, key.publicKey, Buffer.from(signature!, 'base64url'))) {
        return null;
      }
      return JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Claims;
    } catch {
      return null;
    }
  }

  publicKeys(): PublicKey[] {
    return this.keys.map((key) => ({
      kid: key.kid,
      jwk: key.publicKey.export({ format: 'jwk' }) as Record<string, string>,
    }));
  }
}

/** The Bitstring Status List's encoding: GZIP, then multibase base64url (prefix `u`). */
export const memoryStatusListEncoder: StatusListEncoder = {
  encode: (bits) => `u${gzipSync(bits).toString('base64url')}`,
};
