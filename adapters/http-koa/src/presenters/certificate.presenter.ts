import {
  verifyPageUrl,
  type Certificate,
  type CertificateIssuer,
  type Verification,
} from '@classroom/core';
import type {
  AdminCertificateWire,
  CertificateDetailsWire,
  CertificateWire,
  VerificationWire,
} from '@classroom/http-contract';

export function presentCertificate(
  certificate: Certificate,
  issuer: CertificateIssuer,
): CertificateWire {
  const props = certificate.toProps();
  return {
    _id: props.id,
    code: props.code,
    studentName: props.studentName,
    courseId: props.courseId,
    courseName: props.courseName,
    instructorName: props.instructorName,
    completedAt: props.completedAt.toISOString(),
    status: certificate.isRevoked ? 'revoked' : 'valid',
    revokedAt: props.revokedAt?.toISOString() ?? null,
    verifyUrl: verifyPageUrl(issuer, props.id),
  };
}

/** With the credential as issued: the JWT, and its payload as JSON. */
export function presentCertificateDetails(
  certificate: Certificate,
  issuer: CertificateIssuer,
): CertificateDetailsWire {
  const payload = certificate.credential.split('.')[1] ?? '';
  return {
    ...presentCertificate(certificate, issuer),
    credentialJwt: certificate.credential,
    credential: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >,
    issuerName: issuer.name,
  };
}

export function presentAdminCertificate(
  certificate: Certificate,
  issuer: CertificateIssuer,
): AdminCertificateWire {
  const props = certificate.toProps();
  return {
    ...presentCertificate(certificate, issuer),
    email: props.email,
    revocationReason: props.revocationReason,
  };
}

export function presentVerification(
  verification: Verification,
  issuer: CertificateIssuer,
): VerificationWire {
  const { facts } = verification;
  return {
    _id: verification.certificateId,
    code: verification.code,
    status: verification.status,
    studentName: facts?.studentName ?? null,
    courseName: facts?.courseName ?? null,
    instructorName: facts?.instructorName ?? null,
    completedAt: facts?.completedAt.toISOString() ?? null,
    issuerName: facts?.issuerName ?? null,
    issuerId: facts?.issuerId ?? null,
    revokedAt: verification.revokedAt?.toISOString() ?? null,
    verifyUrl: verifyPageUrl(issuer, verification.certificateId),
  };
}
