import { describe, expect, it } from 'vitest';
import { GOOGLE_ISSUER, issuersFromEnvironment } from './issuers-from-environment';

const bundled = { issuer: 'http://localhost:3000/idp', clientId: 'web', clientSecret: 's' };

describe('issuersFromEnvironment', () => {
  it('uses the bundled provider alone by default', () => {
    expect(issuersFromEnvironment({}, bundled)).toEqual([
      { name: 'email', ...bundled, acceptsAccessTokens: true },
    ]);
  });

  it('lets an external issuer replace the bundled one, and adds Google when configured', () => {
    const issuers = issuersFromEnvironment(
      {
        OIDC_ISSUER: 'https://id.example',
        OIDC_CLIENT_ID: 'classroom',
        OIDC_CLIENT_SECRET: 'shh',
        GOOGLE_CLIENT_ID: 'g',
        GOOGLE_CLIENT_SECRET: 'gs',
      },
      bundled,
    );
    expect(issuers.map((issuer) => [issuer.name, issuer.issuer])).toEqual([
      ['email', 'https://id.example'],
      ['google', GOOGLE_ISSUER],
    ]);
  });

  it('leaves Google out when half configured, and refuses an issuer without a client', () => {
    expect(issuersFromEnvironment({ GOOGLE_CLIENT_ID: 'g' }, bundled)).toHaveLength(1);
    expect(() => issuersFromEnvironment({ OIDC_ISSUER: 'https://id.example' }, bundled)).toThrow(
      'OIDC_CLIENT_ID',
    );
  });
});
