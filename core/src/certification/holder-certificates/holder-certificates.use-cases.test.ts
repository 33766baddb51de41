import { describe, expect, it } from 'vitest';
import { memoryCore } from '@classroom/persistence-memory/testing';
import { aCompletedCourse, actorOf, anAdmin, aUser } from '../../../testing';

describe("The holder's certificates", () => {
  it('lists the signed-in student their own certificates, newest first, and nobody else', async () => {
    const core = memoryCore();
    const first = await aCompletedCourse(core);
    core.clock.advance(60_000);
    const second = await aCompletedCourse(core);

    const mine = await core.certification.listMyCertificates.execute(actorOf(first.student));
    expect(mine.map((certificate) => certificate.id)).toEqual([first.certificate!.id]);
    expect(await core.certification.listMyCertificates.execute(actorOf(first.stranger))).toEqual(
      [],
    );
    expect(second.certificate).not.toBeNull();
    await expect(core.certification.listMyCertificates.execute(null)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
  });

  it('shows one certificate with its credential to its holder and to admins; to others it does not exist', async () => {
    const core = memoryCore();
    const { certificate, student, stranger } = await aCompletedCourse(core);
    const admin = anAdmin();
    await core.given(admin);

    for (const reader of [student, admin]) {
      const shown = await core.certification.getCertificate.execute(
        certificate!.id,
        actorOf(reader),
      );
      expect(shown.credential).toBe(certificate!.credential);
    }
    await core.expectRefused(
      () => core.certification.getCertificate.execute(certificate!.id, actorOf(stranger)),
      'not_found',
    );
    await core.expectRefused(
      () => core.certification.getCertificate.execute('unknown', actorOf(student)),
      'not_found',
    );
  });

  it('draws the PDF with the name, course, instructor, date, code and the verify page to encode', async () => {
    const core = memoryCore();
    const { certificate, student, course, owner } = await aCompletedCourse(core);

    const download = await core.certification.renderCertificatePdf.execute(
      certificate!.id,
      actorOf(student),
    );

    expect(download.fileName).toBe(`certificate-${certificate!.code}.pdf`);
    expect(core.pdf.rendered).toEqual([
      {
        studentName: student.displayName,
        courseName: course.name,
        instructorName: owner.displayName,
        completedAt: core.clock.now(),
        code: certificate!.code,
        issuerName: 'GS Classroom',
        verifyUrl: `https://classroom.test/verify/${certificate!.id}`,
      },
    ]);
    await core.expectRefused(
      () => core.certification.renderCertificatePdf.execute(certificate!.id, actorOf(aUser())),
      'forbidden',
    );
  });

  it('prints no revoked certificate, for its holder or an admin: its verify page says revoked', async () => {
    const core = memoryCore();
    const { certificate, student } = await aCompletedCourse(core);
    const admin = anAdmin();
    await core.given(admin);
    await core.certification.revokeCertificate.execute(
      { certificateId: certificate!.id, reason: 'Issued by mistake' },
      actorOf(admin),
    );

    for (const reader of [student, admin]) {
      await core.expectRefused(
        () => core.certification.renderCertificatePdf.execute(certificate!.id, actorOf(reader)),
        'certificate_revoked',
      );
    }
    expect(core.pdf.rendered).toEqual([]);
  });
});
