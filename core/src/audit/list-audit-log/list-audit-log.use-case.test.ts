import { describe, expect, it } from 'vitest';
import { aCourse, aUser, actorOf, anAdmin, anApplicant } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';
import { AUDIT_PAGE_SIZE } from './list-audit-log.use-case';

async function aLogWithDecisions() {
  const admin = anAdmin({ displayName: 'Ada Admin' });
  const applicant = anApplicant({ displayName: 'Ann Applicant' });
  const course = aCourse();
  const core = memoryCore();
  await core.given(admin, applicant, course);
  await core.useCases.approveCourse.execute(course.id, actorOf(admin));
  core.clock.advance(60_000);
  await core.useCases.rejectApplication.execute(
    applicant.id,
    { reason: 'Tell us more about your teaching.' },
    actorOf(admin),
  );
  return { core, admin, applicant, course };
}

describe('ListAuditLog', () => {
  it('shows the entries newest first, with the names of their actor and subject', async () => {
    const { core, admin, applicant, course } = await aLogWithDecisions();

    const page = await core.useCases.listAuditLog.execute({}, actorOf(admin));

    expect(page).toMatchObject({ total: 2, page: 1, limit: AUDIT_PAGE_SIZE });
    expect(page.items).toMatchObject([
      {
        kind: 'application-rejected',
        actorId: admin.id,
        actorName: 'Ada Admin',
        subject: { type: 'user', id: applicant.id },
        subjectName: 'Ann Applicant',
        before: { instructorStatus: 'applied' },
        after: { instructorStatus: 'rejected' },
        at: core.clock.now(),
      },
      { kind: 'course-approved', subjectName: course.name },
    ]);
  });

  it('filters by person, kind and period', async () => {
    const { core, admin, applicant } = await aLogWithDecisions();
    const list = async (query: object) =>
      (await core.useCases.listAuditLog.execute(query, actorOf(admin))).items.map((e) => e.kind);

    expect(await list({ personId: applicant.id })).toEqual(['application-rejected']);
    expect(await list({ personId: admin.id })).toHaveLength(2);
    expect(await list({ kind: 'course-approved' })).toEqual(['course-approved']);
    expect(await list({ from: core.clock.now() })).toEqual(['application-rejected']);
    expect(await list({ to: core.clock.now() })).toEqual(['course-approved']);
  });

  it('refuses a period that ends before it starts, and a page that is not a whole number', async () => {
    const { core, admin } = await aLogWithDecisions();
    const at = core.clock.now();

    await expect(
      core.useCases.listAuditLog.execute({ from: at, to: at }, actorOf(admin)),
    ).rejects.toMatchObject({ code: 'validation_failed', fields: { to: expect.any(String) } });
    await expect(
      core.useCases.listAuditLog.execute({ page: 0 }, actorOf(admin)),
    ).rejects.toMatchObject({ code: 'validation_failed', fields: { page: expect.any(String) } });
  });

  it('is for admins only', async () => {
    const { core, applicant } = await aLogWithDecisions();
    const student = aUser();
    await core.given(student);

    for (const caller of [student, applicant]) {
      await expect(core.useCases.listAuditLog.execute({}, actorOf(caller))).rejects.toMatchObject({
        code: 'forbidden',
      });
    }
    await expect(core.useCases.listAuditLog.execute({}, null)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
  });
});
