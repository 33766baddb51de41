import type { CertificateEntry } from '../api/certificates-api';

/** LinkedIn's "Add to profile" form for a certification, filled in with this certificate. */
export function linkedInAddToProfile(certificate: CertificateEntry, issuerName: string): string {
  const completed = new Date(certificate.completedAt);
  const url = new URL('https://www.linkedin.com/profile/add');
  url.search = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: `Certificate of Completion: ${certificate.courseName}`,
    organizationName: issuerName,
    issueYear: String(completed.getUTCFullYear()),
    issueMonth: String(completed.getUTCMonth() + 1),
    certUrl: certificate.verifyUrl,
    certId: certificate.code,
  }).toString();
  return url.toString();
}
