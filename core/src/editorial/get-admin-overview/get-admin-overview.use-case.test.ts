import { describe, expect, it } from 'vitest';
import { memoryCore } from '@classroom/persistence-memory/testing';
import { aCourse, anApplicant, actorOf, anAdmin, aUser, enroll } from '../../../testing';
import { GetAdminOverview, OVERVIEW_DAYS } from './get-admin-overview.use-case';

describe('GetAdminOverview', () => {
  it('counts what awaits review, lists recent activity and totals each day', async () => {
    const [admin, student] = [anAdmin(), aUser()];
    const approved = aCourse({ status: 'approved', priceCents: 2500 });
    const core = memoryCore();
    await core.given(admin, student, anApplicant(), aCourse(), aCourse(), approved);
    await core.pay(student, approved.id);
    await core.useCases.approveApplication.execute(
      (await core.store.users.queryApplicants({}, { page: 1, limit: 1 })).items[0]!.id,
      actorOf(admin),
    );

    const overview = await core.useCases.getAdminOverview.execute(actorOf(admin));

    expect(overview.pending).toEqual({ applications: 0, courses: 2, revisions: 0, refunds: 0 });
    expect(overview.activity.map((entry) => entry.kind)).toEqual(['application-approved']);
    expect(overview.days).toHaveLength(OVERVIEW_DAYS);
    expect(overview.days.at(-1)).toMatchObject({ enrollments: 1, revenueCents: 2500 });
    expect(overview.notices).toEqual([]);
    await core.expectRefused(
      () => core.useCases.getAdminOverview.execute(actorOf(student)),
      'forbidden',
    );
    void enroll;
  });

  it('tells the admin why videos are not processed on this server', async () => {
    const admin = anAdmin();
    const core = memoryCore();
    await core.given(admin);
    const overview = new GetAdminOverview({
      ...core.store,
      clock: core.clock,
      videoProcessingOff: 'ffprobe was not found on the PATH',
    });

    expect((await overview.execute(actorOf(admin))).notices).toEqual([
      { code: 'video_processing_off', reason: 'ffprobe was not found on the PATH' },
    ]);
  });
});
