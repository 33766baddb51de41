import type { CourseCompletion } from '../../learning/course-completion';
import type { Repositories } from '../../shared/unit-of-work.port';
import { Certificate } from '../certificate.entity';
import type { CertificateNumbers } from '../certificate-numbers.port';
import type { CertificateIssuer } from '../certificate-issuer';
import type { CredentialSigner } from '../credential-signer.port';
import { openBadgeCredential } from '../open-badge-credential';
import { statusIndexRange } from '../status-list';

/** Draws after which a free index or code is given up on: at most one in two is taken. */
const DRAWS = 40;

/** Stands in for an empty display name: a certificate never names nobody. */
const UNNAMED = 'Student';

/**
 * Issues the certificate a completed course earns, when the course offers one (the spec's
 * "Certificate: Yes"). It is the learning area's `onCourseCompleted` hook, so it runs inside
 * the transaction that completes the enrollment: the certificate, its signed credential and the
 * e-mail land with the completion or not at all. Issuing twice for one enrollment answers the
 * certificate already issued.
 */
export class IssueCertificate {
  constructor(
    private readonly deps: {
      issuer: CertificateIssuer;
      signer: CredentialSigner;
      numbers: CertificateNumbers;
    },
  ) {}

  async execute(
    completion: CourseCompletion,
    repositories: Repositories,
  ): Promise<Certificate | null> {
    const { certificates, courses, users, outbox } = repositories;
    const existing = await certificates.findByEnrollment(completion.enrollmentId);
    if (existing) return existing;
    const course = await courses.findById(completion.courseId);
    if (!course?.offersCertificate) return null;
    const student = await users.findByEmail(completion.email);
    const { numbers } = this.deps;
    const facts = {
      id: numbers.uuid(),
      code: await this.draw(
        () => numbers.code(),
        async (code) => !(await certificates.findByCode(code)),
      ),
      enrollmentId: completion.enrollmentId,
      email: completion.email,
      studentName: student?.displayName.trim() || UNNAMED,
      courseId: course.id,
      courseName: course.name,
      instructorName: course.instructor.name,
      completedAt: completion.completedAt,
      statusIndex: await this.freeIndex(repositories),
    };
    const claims = openBadgeCredential(facts, this.deps.issuer, `urn:uuid:${numbers.uuid()}`);
    const certificate = Certificate.issue({
      ...facts,
      credential: await this.deps.signer.sign(claims),
    });
    await certificates.add(certificate);
    await outbox.enqueue({
      kind: 'certificate-issued',
      to: completion.email,
      name: facts.studentName,
      courseName: facts.courseName,
      certificateId: facts.id,
      code: facts.code,
    });
    return certificate;
  }

  private async freeIndex({ certificates }: Repositories): Promise<number> {
    const range = statusIndexRange(await certificates.count());
    return this.draw(
      () => this.deps.numbers.below(range),
      async (index) => !(await certificates.holdsIndex(index)),
    );
  }

  private async draw<T>(next: () => T, isFree: (value: T) => Promise<boolean>): Promise<T> {
    for (let draw = 0; draw < DRAWS; draw += 1) {
      const value = next();
      if (await isFree(value)) return value;
    }
    throw new Error('No free certificate number after many random draws.');
  }
}
