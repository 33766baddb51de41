import { describe, expect, it } from 'vitest';
import { memoryCore } from '@classroom/persistence-memory/testing';
import { aCompletedCourse, actorOf, anAdmin } from '../../../testing';

describe('VerifyCertificate', () => {
  it('says valid and shows what the signed credential states, for anyone', async () => {
    const core = memoryCore();
    const { certificate, student, course, owner } = await aCompletedCourse(core);

    const verification = await core.certification.verifyCertificate.execute(certificate!.id);

    expect(verification).toEqual({
      certificateId: certificate!.id,
      code: certificate!.code,
      status: 'valid',
      facts: {
        issuerId: 'did:web:classroom.test',
        issuerName: 'GS Classroom',
        studentName: student.displayName,
        courseName: course.name,
        instructorName: owner.displayName,
        completedAt: new Date('2026-01-15T10:00:00.000Z'),
        statusListUrl: 'https://classroom.test/credentials/status/0',
        statusPosition: certificate!.statusIndex,
      },
      revokedAt: null,
    });
  });

  it('finds a certificate by its printed code, in any case', async () => {
    const core = memoryCore();
    const { certificate } = await aCompletedCourse(core);
    const verification = await core.certification.verifyCertificate.execute(
      ` ${certificate!.code.toLowerCase()} `,
    );
    expect(verification.certificateId).toBe(certificate!.id);
  });

  it('says revoked, with the date, once an admin revoked it', async () => {
    const core = memoryCore();
    const admin = anAdmin();
    const { certificate } = await aCompletedCourse(core);
    await core.given(admin);
    core.clock.advance(60_000);
    await core.certification.revokeCertificate.execute(
      { certificateId: certificate!.id, reason: 'Completed by someone else' },
      actorOf(admin),
    );
    const verification = await core.certification.verifyCertificate.execute(certificate!.id);
    expect(verification).toMatchObject({ status: 'revoked', revokedAt: core.clock.now() });
    expect(verification.facts?.studentName).toBeDefined();
  });

  it('checks a signature once for a while, and the revocation on every check', async () => {
    const core = memoryCore();
    const admin = anAdmin();
    await core.given(admin);
    const { certificate } = await aCompletedCourse(core);
    const verify = core.signer.verify.bind(core.signer);
    let signatureChecks = 0;
    core.signer.verify = (token) => {
      signatureChecks += 1;
      return verify(token);
    };
    const check = () => core.certification.verifyCertificate.execute(certificate!.id);

    expect((await check()).status).toBe('valid');
    expect((await check()).status).toBe('valid');
    expect(signatureChecks).toBe(1);
    core.clock.advance(60_000);
    await core.certification.revokeCertificate.execute(
      { certificateId: certificate!.id, reason: 'Refunded' },
      actorOf(admin),
    );
    expect(await check()).toMatchObject({ status: 'revoked', revokedAt: core.clock.now() });
    expect(signatureChecks).toBe(1);
    core.clock.advance(10 * 60_000 + 1);
    expect((await check()).status).toBe('revoked');
    expect(signatureChecks).toBe(2);
  });

  it('says invalid, showing nothing, when the stored credential was changed', async () => {
    const core = memoryCore();
    const { certificate } = await aCompletedCourse(core);
    const [header, payload, signature] = certificate!.credential.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    claims.credentialSubject.identifier[0].identityHash = 'Someone Else';
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    core.store.tables.certificates.set(certificate!.id, {
      ...certificate!.toProps(),
      credential: forged,
    });

    const verification = await core.certification.verifyCertificate.execute(certificate!.id);
    expect(verification).toMatchObject({ status: 'invalid', facts: null });
  });

  it("checks the bit of the entry the signed credential names, not the row's", async () => {
    const core = memoryCore();
    const admin = anAdmin();
    await core.given(admin);
    const revoked = (await aCompletedCourse(core)).certificate!;
    const { certificate } = await aCompletedCourse(core);
    await core.certification.revokeCertificate.execute(
      { certificateId: revoked.id, reason: 'Refunded' },
      actorOf(admin),
    );
    core.store.tables.certificates.set(certificate!.id, {
      ...certificate!.toProps(),
      credential: revoked.credential,
    });
    expect((await core.certification.verifyCertificate.execute(certificate!.id)).status).toBe(
      'revoked',
    );
  });

  it('says invalid for a credential signed by us for another issuer', async () => {
    const core = memoryCore();
    const { certificate } = await aCompletedCourse(core);
    const claims = (await core.signer.verify(certificate!.credential))!;
    const elsewhere = {
      ...claims,
      iss: 'did:web:elsewhere.test',
      issuer: { id: 'did:web:elsewhere.test', name: 'Elsewhere' },
    };
    core.store.tables.certificates.set(certificate!.id, {
      ...certificate!.toProps(),
      credential: await core.signer.sign(elsewhere),
    });
    expect((await core.certification.verifyCertificate.execute(certificate!.id)).status).toBe(
      'invalid',
    );
  });

  it('still verifies a certificate signed before the keys were rotated', async () => {
    const core = memoryCore();
    const before = await aCompletedCourse(core);
    core.signer.rotate();
    const after = await aCompletedCourse(core);

    for (const { certificate } of [before, after]) {
      expect((await core.certification.verifyCertificate.execute(certificate!.id)).status).toBe(
        'valid',
      );
    }
    const kid = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()).kid;
    expect(kid(after.certificate!.credential)).not.toBe(kid(before.certificate!.credential));
  });

  it('answers not found for an unknown id or code', async () => {
    const core = memoryCore();
    await aCompletedCourse(core);
    for (const key of ['00000000-0000-4000-8000-000000000999', 'GSC-ZZZZ-ZZZZ', 'nonsense']) {
      await expect(core.certification.verifyCertificate.execute(key)).rejects.toMatchObject({
        code: 'not_found',
      });
    }
  });
});
