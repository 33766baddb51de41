import { describe, expect, it } from 'vitest';
import {
  aRejectedApplicant,
  aUser,
  actorOf,
  anAdmin,
  anApplicant,
  anApprovedInstructor,
} from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';

const REASON = { reason: 'The description does not say what students will learn.' };

describe('RejectApplication', () => {
  it('sets an applied application to rejected, changing nothing else, and tells the applicant', async () => {
    const admin = anAdmin();
    const applicant = anApplicant();
    const core = memoryCore();
    await core.given(admin, applicant);

    const user = await core.useCases.rejectApplication.execute(
      applicant.id,
      REASON,
      actorOf(admin),
    );

    expect(user.instructorStatus).toBe('rejected');
    expect((await core.store.users.findById(applicant.id))?.toProps()).toEqual({
      ...applicant.toProps(),
      instructorStatus: 'rejected',
    });
    expect(core.outbox()).toEqual([
      {
        kind: 'application-rejected',
        to: applicant.email,
        name: applicant.displayName,
        reason: { text: REASON.reason, checklist: [] },
      },
    ]);
  });

  it('e-mails nobody when it refuses', async () => {
    const admin = anAdmin();
    const applicant = anApprovedInstructor();
    const core = memoryCore();
    await core.given(admin, applicant);

    await expect(
      core.useCases.rejectApplication.execute(applicant.id, REASON, actorOf(admin)),
    ).rejects.toMatchObject({ code: 'application_not_pending' });
    expect(core.outbox()).toEqual([]);
    expect(core.store.tables.jobs.size).toBe(0);
    expect(core.auditLog()).toEqual([]);
  });

  it.each([
    ['has not applied', aUser],
    ['is already approved', anApprovedInstructor],
    ['is already rejected', aRejectedApplicant],
  ])('refuses when the user %s', async (_state, mother) => {
    const admin = anAdmin();
    const user = mother();
    const core = memoryCore();
    await core.given(admin, user);

    await core.expectRefused(
      () => core.useCases.rejectApplication.execute(user.id, REASON, actorOf(admin)),
      'application_not_pending',
    );
  });

  it('is for admins only', async () => {
    const applicant = anApplicant();
    const student = aUser();
    const instructor = anApprovedInstructor();
    const core = memoryCore();
    await core.given(applicant, student, instructor);

    for (const caller of [student, instructor, applicant]) {
      await core.expectRefused(
        () => core.useCases.rejectApplication.execute(applicant.id, REASON, actorOf(caller)),
        'forbidden',
      );
    }
    await core.expectRefused(
      () => core.useCases.rejectApplication.execute(applicant.id, REASON, null),
      'unauthenticated',
    );
  });

  it('answers not found for an unknown user', async () => {
    const admin = anAdmin();
    const core = memoryCore();
    await core.given(admin);

    await core.expectRefused(
      () => core.useCases.rejectApplication.execute('no-such-user', REASON, actorOf(admin)),
      'not_found',
    );
  });

  it('records the decision in the audit log: the admin, the applicant, the status before and after', async () => {
    const admin = anAdmin();
    const applicant = anApplicant();
    const core = memoryCore();
    await core.given(admin, applicant);

    await core.useCases.rejectApplication.execute(applicant.id, REASON, actorOf(admin));

    expect(core.auditLog()).toEqual([
      {
        kind: 'application-rejected',
        actorId: admin.id,
        subject: { type: 'user', id: applicant.id },
        before: { instructorStatus: 'applied' },
        after: { instructorStatus: 'rejected' },
        at: core.clock.now(),
      },
    ]);
  });
});
