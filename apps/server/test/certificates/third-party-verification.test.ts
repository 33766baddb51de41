import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { get } from 'node:https';
import { gunzipSync } from 'node:zlib';
import { verifyCredential } from 'did-jwt-vc';
import { Resolver } from 'did-resolver';
import { getResolver } from 'web-did-resolver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/config';
import { rotateKeys } from '../../src/wiring/certificate-key-rotation';
import { callApi, completeACourse } from '../support/complete-course';
import { freePort } from '../support/free-port';
import { startTestServer } from '../support/test-server';
import { startTlsFront } from '../support/tls-front';

const ADMIN = 'admin@classroom.test';
const STUDENT = 'student@classroom.test';

/** did:web as any wallet or verifier resolves it: over HTTPS, from /.well-known/did.json. */
const resolver = new Resolver(getResolver());

async function credentialOf(base: string, id: string): Promise<string> {
  return (
    await callApi<{ credentialJwt: string }>(base, STUDENT, 'GET', `/api/v1/certificates/${id}`)
  ).credentialJwt;
}

/** GET over HTTPS through the process's agent, which trusts the school's proxy. */
function httpsText(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve(text));
    }).on('error', reject);
  });
}

/** The bit of `position` in the Bitstring Status List credential published at its URL. */
async function statusBit(listUrl: string, position: number): Promise<boolean> {
  const token = await httpsText(listUrl);
  const { verifiableCredential } = await verifyCredential(token, resolver, {
    policies: { format: false },
  });
  const encoded = (verifiableCredential.credentialSubject as { encodedList: string }).encodedList;
  const bits = gunzipSync(Buffer.from(encoded.slice(1), 'base64url'));
  return (bits[position >> 3]! & (0x80 >> (position & 7))) !== 0;
}

describe('a certificate verified by a library nobody here wrote (did-jwt-vc, did:web)', () => {
  const varDir = mkdtempSync(path.join(tmpdir(), 'classroom-certificates-'));
  let front: Awaited<ReturnType<typeof startTlsFront>>;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let env: Record<string, string>;

  const start = async () => {
    server = await startTestServer(env);
    front.forwardTo(server.url);
  };

  beforeAll(async () => {
    const port = await freePort();
    front = await startTlsFront(port);
    env = {
      PUBLIC_URL: front.url,
      TRUST_PROXY: '1',
      VAR_DIR: varDir,
      DATABASE_URL: `sqlite:${path.join(varDir, 'classroom.sqlite')}`,
    };
    await start();
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await front?.stop();
  });

  it('verifies, resolving the issuer through the served DID document; a changed byte fails', async () => {
    const id = await completeACourse(server.url, STUDENT, 'Verifiable Credentials 101');
    const jwt = await credentialOf(server.url, id);
    const issuer = `did:web:localhost%3A${new URL(front.url).port}`;

    const { verifiableCredential, issuer: signer } = await verifyCredential(jwt, resolver, {
      policies: { format: false },
    });
    expect(signer).toBe(issuer);
    expect(verifiableCredential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(verifiableCredential['@context']).toContain('https://www.w3.org/ns/credentials/v2');
    expect(verifiableCredential.credentialSubject).toMatchObject({
      achievement: { name: 'Verifiable Credentials 101' },
    });

    const [header, payload, signature] = jwt.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    claims.credentialSubject.identifier[0].identityHash = 'Somebody Else';
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    await expect(
      verifyCredential(forged, resolver, { policies: { format: false } }),
    ).rejects.toThrow(/signature/i);
  });

  it('shows a revocation through the signed status list and on the verify check', async () => {
    const id = await completeACourse(server.url, STUDENT, 'Revocation in Practice');
    const jwt = await credentialOf(server.url, id);
    const { verifiableCredential } = await verifyCredential(jwt, resolver, {
      policies: { format: false },
    });
    const status = verifiableCredential.credentialStatus as unknown as {
      statusListCredential: string;
      statusListIndex: string;
    };
    expect(status.statusListCredential.startsWith(`${front.url}/credentials/status/`)).toBe(true);
    expect(await statusBit(status.statusListCredential, Number(status.statusListIndex))).toBe(
      false,
    );

    await callApi(server.url, ADMIN, 'POST', `/api/v1/admin/certificates/${id}/revocation`, {
      reason: 'Completed by someone else',
    });

    expect(await statusBit(status.statusListCredential, Number(status.statusListIndex))).toBe(true);
    const verification = JSON.parse(
      await httpsText(`${front.url}/api/v1/certificates/${id}/verification`),
    );
    expect(verification).toMatchObject({ status: 'revoked' });
  });

  it('still verifies a certificate signed before the keys were rotated', async () => {
    const before = await credentialOf(
      server.url,
      await completeACourse(server.url, STUDENT, 'Before the Rotation'),
    );
    await server.stop();
    await rotateKeys(parseConfig(env));
    await start();
    const after = await credentialOf(
      server.url,
      await completeACourse(server.url, STUDENT, 'After the Rotation'),
    );

    const kid = (jwt: string) =>
      JSON.parse(Buffer.from(jwt.split('.')[0]!, 'base64url').toString()).kid;
    expect(kid(after)).not.toBe(kid(before));
    for (const jwt of [before, after]) {
      await expect(
        verifyCredential(jwt, resolver, { policies: { format: false } }),
      ).resolves.toMatchObject({ verifiableCredential: { type: expect.any(Array) } });
    }
  }, 60_000);
});
