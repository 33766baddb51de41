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

describe('ListApplicants', () => {
  it('lists everyone who applied, whatever the decision, oldest first', async () => {
    const admin = anAdmin();
    const applied = anApplicant({ createdAt: new Date('2026-01-03T00:00:00Z') });
    const approved = anApprovedInstructor({ createdAt: new Date('2026-01-01T00:00:00Z') });
    const rejected = aRejectedApplicant({ createdAt: new Date('2026-01-02T00:00:00Z') });
    const core = memoryCore();
    await core.given(admin, aUser(), applied, approved, rejected);

    const applicants = await core.useCases.listApplicants.execute(actorOf(admin));

    expect(applicants.map((user) => user.id)).toEqual([approved.id, rejected.id, applied.id]);
  });

  it('is for admins only', async () => {
    const applicant = anApplicant();
    const core = memoryCore();
    await core.given(applicant);

    await expect(core.useCases.listApplicants.execute(actorOf(applicant))).rejects.toMatchObject({
      code: 'forbidden',
    });
    await expect(core.useCases.listApplicants.execute(null)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
  });
});
