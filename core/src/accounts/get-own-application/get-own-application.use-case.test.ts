import { describe, expect, it } from 'vitest';
import { actorOf, anAdmin, anApplicant, aUser } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';

const REASON = { reason: 'Tell us which courses you would teach.', checklist: [] };

describe('GetOwnApplication', () => {
  it("gives a rejected applicant the admin's reason, and an approval after reapplying", async () => {
    const admin = anAdmin();
    const applicant = anApplicant();
    const core = memoryCore();
    await core.given(admin, applicant);
    await core.useCases.rejectApplication.execute(applicant.id, REASON, actorOf(admin));

    const rejected = await core.useCases.getOwnApplication.execute(actorOf(applicant));

    expect(rejected.user.instructorStatus).toBe('rejected');
    expect(rejected.lastDecision).toMatchObject({
      verdict: 'rejected',
      reason: { text: REASON.reason },
      subject: { type: 'application', id: applicant.id },
    });

    await core.useCases.applyAsInstructor.execute(
      { userId: applicant.id, category: 'Business', experience: 'Beginner', title: 'Coach' },
      actorOf(applicant),
    );
    await core.useCases.approveApplication.execute(applicant.id, actorOf(admin));
    const approved = await core.useCases.getOwnApplication.execute(actorOf(applicant));
    expect(approved.user.instructorStatus).toBe('approved');
    expect(approved.lastDecision).toMatchObject({ verdict: 'approved', reason: null });
  });

  it('answers no decision to someone never decided on, and refuses the anonymous', async () => {
    const student = aUser();
    const core = memoryCore();
    await core.given(student);

    const own = await core.useCases.getOwnApplication.execute(actorOf(student));

    expect(own.lastDecision).toBeNull();
    await expect(core.useCases.getOwnApplication.execute(null)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
  });
});
