import { Certificate, type Email } from '@classroom/core';

export interface CertificateRow {
  id: string;
  code: string;
  enrollment_id: string;
  email: string;
  student_name: string;
  course_id: string;
  course_name: string;
  instructor_name: string;
  completed_at: number | string;
  status_index: number;
  credential: string;
  revoked_at: number | string | null;
  revocation_reason: string | null;
}

export function toCertificateRow(certificate: Certificate): CertificateRow {
  const props = certificate.toProps();
  return {
    id: props.id,
    code: props.code,
    enrollment_id: props.enrollmentId,
    email: props.email,
    student_name: props.studentName,
    course_id: props.courseId,
    course_name: props.courseName,
    instructor_name: props.instructorName,
    completed_at: props.completedAt.getTime(),
    status_index: props.statusIndex,
    credential: props.credential,
    revoked_at: props.revokedAt?.getTime() ?? null,
    revocation_reason: props.revocationReason,
  };
}

export function toCertificate(row: CertificateRow): Certificate {
  return Certificate.restore({
    id: row.id,
    code: row.code,
    enrollmentId: row.enrollment_id,
    email: row.email as Email,
    studentName: row.student_name,
    courseId: row.course_id,
    courseName: row.course_name,
    instructorName: row.instructor_name,
    completedAt: new Date(Number(row.completed_at)),
    statusIndex: Number(row.status_index),
    credential: row.credential,
    revokedAt: row.revoked_at === null ? null : new Date(Number(row.revoked_at)),
    revocationReason: row.revocation_reason,
  });
}
