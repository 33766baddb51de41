import { describe, expect, it } from 'vitest';
import { newCertificateKey } from './certificate-keys';
import { JoseCredentialSigner } from './jose-credential-signer';

const ISSUER = 'did:web:school.example';
const claims = { iss: ISSUER, jti: 'urn:uuid:1', nbf: 1_700_000_000, name: 'Certificate' };

function tamper(token: string): string {
  const [header, payload, signature] = token.split('.');
  const changed = { ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), name: 'Forged' };
  return `${header}.${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`;
}

describe('JoseCredentialSigner', () => {
  it('signs a VC-JWT with EdDSA, naming the key by its DID URL, and reads it back', async () => {
    const key = await newCertificateKey();
    const signer = await JoseCredentialSigner.create([key], ISSUER);
    const token = await signer.sign(claims);

    const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString());
    expect(header).toEqual({ alg: 'EdDSA', kid: `${ISSUER}#${key.kid}`, typ: 'JWT' });
    expect(await signer.verify(token)).toEqual(claims);
  });

  it('refuses a changed payload, a token of another key, and anything that is not a JWS', async () => {
    const signer = await JoseCredentialSigner.create([await newCertificateKey()], ISSUER);
    const stranger = await JoseCredentialSigner.create([await newCertificateKey()], ISSUER);
    const token = await signer.sign(claims);

    expect(await signer.verify(tamper(token))).toBeNull();
    expect(await signer.verify(await stranger.sign(claims))).toBeNull();
    expect(await signer.verify('not.a.token')).toBeNull();
    expect(await signer.verify('')).toBeNull();
  });

  it('signs with the newest key after a rotation and still verifies the older tokens', async () => {
    const old = await newCertificateKey();
    const before = await JoseCredentialSigner.create([old], ISSUER);
    const token = await before.sign(claims);
    const rotated = await JoseCredentialSigner.create([await newCertificateKey(), old], ISSUER);

    expect(await rotated.verify(token)).toEqual(claims);
    expect(await rotated.verify(await rotated.sign(claims))).toEqual(claims);
    expect(rotated.publicKeys().map((key) => key.kid)[1]).toBe(`${ISSUER}#${old.kid}`);
    expect(JSON.stringify(rotated.publicKeys())).not.toMatch(/"d"/);
  });

  it('answers a token it verified before the same way, however the caller changed the last answer', async () => {
    const signer = await JoseCredentialSigner.create([await newCertificateKey()], ISSUER);
    const token = await signer.sign(claims);
    const first = await signer.verify(token);
    first!.name = 'Changed by a caller';

    expect(await signer.verify(token)).toEqual(claims);
    expect(await signer.verify(tamper(token))).toBeNull();
  });
});
