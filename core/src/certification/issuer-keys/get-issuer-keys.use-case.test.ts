import { describe, expect, it } from 'vitest';
import { memoryCore } from '@classroom/persistence-memory/testing';

describe('GetIssuerKeys', () => {
  it('publishes every key, the current first, in the DID document and the JWK set', async () => {
    const core = memoryCore();
    core.signer.rotate();
    const { didDocument, jwks } = core.certification.getIssuerKeys.execute();
    const kids = core.signer.publicKeys().map((key) => key.kid);

    expect(kids).toEqual(['did:web:classroom.test#key-2', 'did:web:classroom.test#key-1']);
    expect(didDocument).toMatchObject({
      id: 'did:web:classroom.test',
      assertionMethod: kids,
      verificationMethod: kids.map((id) => ({
        id,
        type: 'JsonWebKey2020',
        controller: 'did:web:classroom.test',
        publicKeyJwk: { kty: 'OKP', crv: 'Ed25519' },
      })),
    });
    expect(jwks.keys.map((key) => [key.kid, key.alg])).toEqual(kids.map((kid) => [kid, 'EdDSA']));
    expect(JSON.stringify({ didDocument, jwks })).not.toContain('"d"');
  });
});
