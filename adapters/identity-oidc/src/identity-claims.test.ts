import { describe, expect, it } from 'vitest';
import { identityFromClaims, issuedAtMs } from './identity-claims';

describe('identityFromClaims', () => {
  it('maps email, verification, name and picture', () => {
    expect(
      identityFromClaims({
        sub: '1',
        email: 'a@example.com',
        email_verified: true,
        name: 'Ann',
        picture: 'https://x.example/a.png',
      }),
    ).toEqual({
      email: 'a@example.com',
      emailVerified: true,
      displayName: 'Ann',
      photoURL: 'https://x.example/a.png',
    });
  });

  it('refuses claims without an e-mail', () => {
    expect(identityFromClaims({ sub: '1' })).toBeNull();
  });

  it('counts an address as verified only when the issuer says exactly true', () => {
    for (const email_verified of [false, 'true', 1, undefined]) {
      expect(
        identityFromClaims({ sub: '1', email: 'a@example.com', email_verified }),
      ).toMatchObject({ emailVerified: false });
    }
  });
});

describe('issuedAtMs', () => {
  it('prefers the millisecond claim and falls back to iat', () => {
    expect(issuedAtMs({ iat: 1_700_000_000, iat_ms: 1_700_000_000_123 })).toBe(1_700_000_000_123);
    expect(issuedAtMs({ iat: 1_700_000_000 })).toBe(1_700_000_000_000);
    expect(issuedAtMs({})).toBe(0);
  });
});
