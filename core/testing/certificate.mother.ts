import { Certificate, type CertificateProps, type Email } from '../src/index';
import { nextNumber } from './sequence';

/** A stored, standing certificate; every field can be overridden. */
export function aCertificate(overrides: Partial<CertificateProps> = {}): Certificate {
  const n = nextNumber();
  const digits = String(n).padStart(4, '0');
  return Certificate.restore({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    code: `GSC-A${digits.slice(1)}-${digits}`,
    enrollmentId: `enrollment-${n}`,
    email: `holder${n}@classroom.test` as Email,
    studentName: `Student ${n}`,
    courseId: `course-${n}`,
    courseName: `Practical Course ${n}`,
    instructorName: `Instructor ${n}`,
    completedAt: new Date(Date.UTC(2026, 5, 1, 12, 0, 0, 250)),
    statusIndex: n,
    credential: `header.payload-${n}.signature`,
    revokedAt: null,
    revocationReason: null,
    ...overrides,
  });
}
