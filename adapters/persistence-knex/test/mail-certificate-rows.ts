import { Certificate, OUTBOX_STATUSES, type Email } from '@classroom/core';
import type { Knex } from 'knex';
import { toCertificateRow } from '../src/certificate-row';

const BATCH = 500;
const NAMES = ['Ada', 'Grace', 'Linus', 'Margaret', 'Alan', 'Barbara', 'Ken', 'Frances'];
const TOPICS = ['Guitar', 'Python', 'Watercolor', 'Marketing', 'Design', 'Chess', 'Yoga'];
const SUBJECTS = [
  (course: string) => `Welcome to ${course}`,
  (course: string) => `Your receipt for ${course}`,
  (course: string) => `Your certificate for ${course}`,
  () => 'Verify your e-mail address for GS Classroom',
  () => 'Reset your GS Classroom password',
];
const HOUR = 3_600_000;
const start = Date.UTC(2025, 0, 1);
/** A signed credential is about this long: the rows are as wide as real ones. */
const CREDENTIAL = 'x'.repeat(1_200);

/**
 * `count` outbox messages and `count` certificates, spread over a year with every status mixed
 * and one certificate in nine revoked. Deterministic.
 */
export function mailCertificateWorld(count: number) {
  const outbox = Array.from({ length: count }, (_, n) => {
    const course = `${TOPICS[n % TOPICS.length]} for ${NAMES[(n * 3) % NAMES.length]} ${n}`;
    return {
      id: `table-mail-${String(n).padStart(6, '0')}`,
      kind: 'welcome-to-course',
      recipient: `${NAMES[(n * 5) % NAMES.length]!.toLowerCase()}${n}@mail.test`,
      subject: SUBJECTS[n % SUBJECTS.length]!(course),
      data: JSON.stringify({ name: `Person ${n}`, courseId: `course-${n}`, courseName: course }),
      status: OUTBOX_STATUSES[Math.floor(n / 3) % OUTBOX_STATUSES.length]!,
      attempts: 1,
      last_error: null,
      created_at: start + n * HOUR,
      sent_at: null,
    };
  });
  const certificates = Array.from({ length: count }, (_, n) => {
    const digits = String(n).padStart(4, '0');
    return Certificate.restore({
      id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
      code: `GSC-T${String(n % 1000).padStart(3, '0')}-${digits}`,
      enrollmentId: `table-enrollment-${n}`,
      email: `holder${n}@certificate.test` as Email,
      studentName: `${NAMES[n % NAMES.length]} ${TOPICS[(n * 5) % TOPICS.length]} ${n}`,
      courseId: `course-${n % 500}`,
      courseName: `${TOPICS[(n * 3) % TOPICS.length]} in practice ${n % 500}`,
      instructorName: `Instructor ${n % 50}`,
      completedAt: new Date(start + n * HOUR),
      statusIndex: n,
      credential: CREDENTIAL,
      revokedAt: n % 9 === 4 ? new Date(start + (n + 24) * HOUR) : null,
      revocationReason: n % 9 === 4 ? 'Issued by mistake' : null,
    });
  });
  return { outbox, certificates };
}

/** Writes the messages and certificates in batches, bypassing the repositories. */
export async function insertMailCertificateRows(
  knex: Knex,
  world: ReturnType<typeof mailCertificateWorld>,
): Promise<void> {
  await knex.batchInsert('outbox', world.outbox as readonly object[], BATCH);
  const certificates = world.certificates.map(toCertificateRow);
  await knex.batchInsert('certificates', certificates as readonly object[], BATCH);
}
