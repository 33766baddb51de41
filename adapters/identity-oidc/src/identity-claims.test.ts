import { describe, expect, it } from 'vitest';
import { identityFromClaims } from './identity-claims';

describe('identityFromClaims', () => {
  it('maps email, name and picture', () => {
    expect(
      identityFromClaims(
        { sub: '1', email: 'a@example.com', name: 'Ann', picture: 'https://x.example/a.png' },
        { requireVerifiedEmail: false },
      ),
    ).toEqual({ email: 'a@example.com', displayName: 'Ann', photoURL: 'https://x.example/a.png' });
  });

  it('refuses claims without an e-mail', () => {
    expect(identityFromClaims({ sub: '1' }, { requireVerifiedEmail: false })).toBeNull();
  });

  it('trusts an issuer’s e-mail only when verified, where that is required', () => {
    const claims = { sub: '1', email: 'a@example.com', email_verified: false };
    expect(identityFromClaims(claims, { requireVerifiedEmail: true })).toBeNull();
    expect(
      identityFromClaims({ ...claims, email_verified: true }, { requireVerifiedEmail: true }),
    ).toMatchObject({ email: 'a@example.com', displayName: '', photoURL: '' });
  });
});
