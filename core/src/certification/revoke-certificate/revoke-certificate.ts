import type { Repositories } from '../../shared/unit-of-work.port';
import type { Certificate } from '../certificate.entity';
import { CertificateAlreadyRevokedError } from '../certificate.errors';

/**
 * Revokes inside the caller's transaction: sets the certificate's status list bit (its
 * `revoked_at`), conditionally, and records who did it and why in the audit log.
 */
export async function revokeIn(
  { certificates, audit }: Repositories,
  certificate: Certificate,
  change: { reason: string; actorId: string | null; at: Date },
): Promise<void> {
  certificate.revoke(change.reason, change.at);
  if (!(await certificates.saveRevocation(certificate))) throw new CertificateAlreadyRevokedError();
  await audit.record({
    kind: 'certificate-revoked',
    actorId: change.actorId,
    subject: { type: 'certificate', id: certificate.id },
    before: { status: 'valid' },
    after: { status: 'revoked', reason: change.reason },
  });
}

/**
 * Revokes the certificate an enrollment earned, if it has one and it still stands: for a use
 * case that takes a course away inside its own transaction (a refund). Null when there is no
 * certificate; one already revoked stays as it was.
 */
export async function revokeEnrollmentCertificate(
  repositories: Repositories,
  input: { enrollmentId: string; reason: string; actorId: string | null; at: Date },
): Promise<Certificate | null> {
  const certificate = await repositories.certificates.findByEnrollment(input.enrollmentId);
  if (!certificate || certificate.isRevoked) return certificate;
  await revokeIn(repositories, certificate, input);
  return certificate;
}
