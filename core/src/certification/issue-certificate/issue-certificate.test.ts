import { describe, expect, it } from 'vitest';
import { memoryCore } from '@classroom/persistence-memory/testing';
import { aCompletedCourse, actorOf } from '../../../testing';
import { IssueCertificate } from './issue-certificate';

describe('IssueCertificate (the course completion hook)', () => {
  it('issues a certificate naming the student as they stood, the course, its instructor and the completion date', async () => {
    const core = memoryCore();
    const world = await aCompletedCourse(core);

    expect(world.certificate?.toProps()).toEqual({
      id: '00000000-0000-4000-8000-000000000001',
      code: 'GSC-0000-0001',
      enrollmentId: world.enrollmentId,
      email: world.student.email,
      studentName: world.student.displayName,
      courseId: world.course.id,
      courseName: world.course.name,
      instructorName: world.owner.displayName,
      completedAt: core.clock.now(),
      statusIndex: 0,
      credential: expect.any(String),
      revokedAt: null,
      revocationReason: null,
    });
    await core.useCases.updateProfile.execute(
      { email: world.student.email, displayName: 'A New Name', photoURL: '/demo/me.svg' },
      actorOf(world.student),
    );
    const [listed] = await core.certification.listMyCertificates.execute(actorOf(world.student));
    expect(listed?.toProps().studentName).toBe(world.student.displayName);
  });

  it('signs an Open Badges 3.0 credential whose entry in the revocation list is its index', async () => {
    const core = memoryCore();
    const { certificate, course, student } = await aCompletedCourse(core);
    const claims = await core.signer.verify(certificate!.credential);

    expect(claims).toMatchObject({
      '@context': [
        'https://www.w3.org/ns/credentials/v2',
        'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
      ],
      id: `urn:uuid:${certificate!.id}`,
      jti: `urn:uuid:${certificate!.id}`,
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: 'did:web:classroom.test', type: ['Profile'], name: 'GS Classroom' },
      iss: 'did:web:classroom.test',
      validFrom: '2026-01-15T10:00:00Z',
      nbf: Date.parse('2026-01-15T10:00:00Z') / 1000,
      credentialSubject: {
        type: ['AchievementSubject'],
        identifier: [{ identityType: 'name', hashed: false, identityHash: student.displayName }],
        achievement: {
          type: ['Achievement'],
          name: course.name,
          creator: { name: course.instructor.name },
        },
      },
      credentialStatus: {
        type: 'BitstringStatusListEntry',
        statusPurpose: 'revocation',
        statusListIndex: '0',
        statusListCredential: 'https://classroom.test/credentials/status/0',
      },
    });
    expect(claims!.sub).toBe((claims!.credentialSubject as { id: string }).id);
  });

  it('e-mails the student, through the outbox of the same transaction', async () => {
    const core = memoryCore();
    const { certificate, student, course } = await aCompletedCourse(core);
    expect(core.outbox()).toContainEqual({
      kind: 'certificate-issued',
      to: student.email,
      name: student.displayName,
      courseName: course.name,
      certificateId: certificate!.id,
      code: certificate!.code,
    });
  });

  it('issues nothing for a course whose certificate field is No', async () => {
    const core = memoryCore();
    const world = await aCompletedCourse(core, { offersCertificate: false });
    expect(world.certificate).toBeNull();
    expect(core.store.tables.certificates.size).toBe(0);
    expect(core.outbox().filter((message) => message.kind === 'certificate-issued')).toEqual([]);
  });

  it('answers the certificate already issued when called again for the enrollment', async () => {
    const core = memoryCore();
    const { certificate, enrollmentId, student, course } = await aCompletedCourse(core);
    const issue = new IssueCertificate({ ...core, issuer: { id: 'x', name: 'x', url: 'x' } });
    const again = await core.store.unitOfWork.transaction((repositories) =>
      issue.execute(
        { enrollmentId, email: student.email, courseId: course.id, completedAt: new Date() },
        repositories,
      ),
    );
    expect(again?.toProps()).toEqual(certificate!.toProps());
    expect(core.store.tables.certificates.size).toBe(1);
    expect(core.outbox().filter((message) => message.kind === 'certificate-issued')).toHaveLength(
      1,
    );
  });

  it('draws another status index while the drawn one is taken', async () => {
    const core = memoryCore();
    const first = await aCompletedCourse(core);
    core.numbers.drawIndexes(first.certificate!.statusIndex, first.certificate!.statusIndex, 7);
    const second = await aCompletedCourse(core);
    expect(second.certificate!.statusIndex).toBe(7);
  });

  it('lands nothing when the completing transaction fails afterwards', async () => {
    const core = memoryCore();
    const issue = new IssueCertificate({
      ...core,
      issuer: { id: 'did:web:classroom.test', name: 'GS Classroom', url: 'https://classroom.test' },
    });
    const { course, student, enrollmentId } = await aCompletedCourse(core, {
      offersCertificate: false,
    });
    course.revise({ ...course.toProps(), certificate: true });
    await core.store.courses.saveDetails(course);
    const before = core.state();
    await expect(
      core.store.unitOfWork.transaction(async (repositories) => {
        await issue.execute(
          { enrollmentId, email: student.email, courseId: course.id, completedAt: new Date() },
          repositories,
        );
        throw new Error('the completion failed');
      }),
    ).rejects.toThrow('the completion failed');
    expect(core.state()).toEqual(before);
  });
});
