import { describe, expect, it } from 'vitest';
import { memoryCore } from '@classroom/persistence-memory/testing';
import { aCompletedCourse, actorOf, anAdmin, aUser } from '../../../testing';
import { revokeEnrollmentCertificate } from './revoke-certificate';

async function aRevocableCertificate() {
  const core = memoryCore();
  const admin = anAdmin();
  const world = await aCompletedCourse(core);
  await core.given(admin);
  return { core, admin, ...world, certificate: world.certificate! };
}

describe('RevokeCertificate', () => {
  it('revokes with the reason and records the admin, the certificate and the reason in the audit log', async () => {
    const { core, admin, certificate } = await aRevocableCertificate();

    const revoked = await core.certification.revokeCertificate.execute(
      { certificateId: certificate.id, reason: '  Issued by mistake  ' },
      actorOf(admin),
    );

    expect(revoked.toProps()).toMatchObject({
      revokedAt: core.clock.now(),
      revocationReason: 'Issued by mistake',
    });
    expect((await core.store.certificates.findById(certificate.id))?.isRevoked).toBe(true);
    expect(core.auditLog()).toEqual([
      {
        kind: 'certificate-revoked',
        actorId: admin.id,
        subject: { type: 'certificate', id: certificate.id },
        before: { status: 'valid' },
        after: { status: 'revoked', reason: 'Issued by mistake' },
        at: core.clock.now(),
      },
    ]);
  });

  it('refuses a second revocation and keeps the first reason', async () => {
    const { core, admin, certificate } = await aRevocableCertificate();
    const input = { certificateId: certificate.id, reason: 'First reason' };
    await core.certification.revokeCertificate.execute(input, actorOf(admin));

    await core.expectRefused(
      () =>
        core.certification.revokeCertificate.execute(
          { ...input, reason: 'Second reason' },
          actorOf(admin),
        ),
      'certificate_already_revoked',
    );
    expect((await core.store.certificates.findById(certificate.id))?.toProps()).toMatchObject({
      revocationReason: 'First reason',
    });
  });

  it('is for admins only: the holder and other people are refused', async () => {
    const { core, certificate, student } = await aRevocableCertificate();
    const other = aUser();
    await core.given(other);
    const input = { certificateId: certificate.id, reason: 'Mine' };
    for (const caller of [student, other]) {
      await core.expectRefused(
        () => core.certification.revokeCertificate.execute(input, actorOf(caller)),
        'forbidden',
      );
    }
    await core.expectRefused(
      () => core.certification.revokeCertificate.execute(input, null),
      'unauthenticated',
    );
  });

  it('needs a reason, and a known certificate', async () => {
    const { core, admin, certificate } = await aRevocableCertificate();
    for (const reason of ['', '   ', 'x'.repeat(501)]) {
      await core.expectRefused(
        () =>
          core.certification.revokeCertificate.execute(
            { certificateId: certificate.id, reason },
            actorOf(admin),
          ),
        'validation_failed',
      );
    }
    await core.expectRefused(
      () =>
        core.certification.revokeCertificate.execute(
          { certificateId: 'unknown', reason: 'Why' },
          actorOf(admin),
        ),
      'not_found',
    );
  });
});

describe('revokeEnrollmentCertificate (for a refund, inside its transaction)', () => {
  it('revokes the certificate the enrollment earned, with the system or a person as actor', async () => {
    const { core, certificate, enrollmentId } = await aRevocableCertificate();

    const revoked = await core.store.unitOfWork.transaction((repositories) =>
      revokeEnrollmentCertificate(repositories, {
        enrollmentId,
        reason: 'Refunded',
        actorId: null,
        at: core.clock.now(),
      }),
    );

    expect(revoked?.id).toBe(certificate.id);
    expect(await core.store.certificates.isRevoked(certificate.statusIndex)).toBe(true);
    expect(core.auditLog()).toMatchObject([{ kind: 'certificate-revoked', actorId: null }]);
  });

  it('changes nothing for an enrollment without a certificate or one already revoked', async () => {
    const { core, admin, certificate, enrollmentId } = await aRevocableCertificate();
    const revoke = (id: string) =>
      core.store.unitOfWork.transaction((repositories) =>
        revokeEnrollmentCertificate(repositories, {
          enrollmentId: id,
          reason: 'Refunded',
          actorId: null,
          at: core.clock.now(),
        }),
      );
    expect(await revoke('no-such-enrollment')).toBeNull();
    await core.certification.revokeCertificate.execute(
      { certificateId: certificate.id, reason: 'Admin first' },
      actorOf(admin),
    );
    const before = core.state();
    expect((await revoke(enrollmentId))?.toProps().revocationReason).toBe('Admin first');
    expect(core.state()).toEqual(before);
  });

  it('rolls back with the transaction that called it', async () => {
    const { core, enrollmentId } = await aRevocableCertificate();
    const before = core.state();
    await expect(
      core.store.unitOfWork.transaction(async (repositories) => {
        await revokeEnrollmentCertificate(repositories, {
          enrollmentId,
          reason: 'Refunded',
          actorId: null,
          at: core.clock.now(),
        });
        throw new Error('the refund failed');
      }),
    ).rejects.toThrow('the refund failed');
    expect(core.state()).toEqual(before);
  });
});
