import type { OverviewWire } from '@classroom/http-contract';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../lib/api-client';
import { createHttpAdminOverviewApi } from './http-admin-overview-api';

const wire: OverviewWire = {
  pending: { applications: 1, courses: 2, revisions: 3, refunds: 0 },
  activity: [
    {
      _id: 'a1',
      at: '2026-03-01T10:00:00.000Z',
      kind: 'user-suspended',
      actorId: 'admin',
      actorName: 'Ada Admin',
      subjectType: 'user',
      subjectId: 'u1',
      subjectName: 'Sam Student',
      before: null,
      after: null,
      reason: { text: 'Spam', checklist: [] },
    },
  ],
  days: [{ day: '2026-03-01', enrollments: 2, revenue: 19.98 }],
  notices: [{ code: 'video_processing_off', reason: 'ffmpeg was not found on the PATH' }],
};

describe('createHttpAdminOverviewApi', () => {
  it('reads the overview and names the audit entries as the Audit log does', async () => {
    const asked: string[] = [];
    const client = createApiClient({
      baseUrl: '',
      transport: { kind: 'cookie' },
      fetch: async (input) => {
        asked.push(String(input));
        return new Response(JSON.stringify(wire), {
          headers: { 'Content-Type': 'application/json' },
        });
      },
    });
    const overview = await createHttpAdminOverviewApi(client).adminOverview();
    expect(asked).toEqual(['/api/v1/admin/overview']);
    expect(overview.pending).toEqual({ applications: 1, courses: 2, revisions: 3, refunds: 0 });
    expect(overview.activity[0]).toMatchObject({ id: 'a1', kind: 'user-suspended' });
    expect(overview.days).toEqual(wire.days);
    expect(overview.notices).toEqual(wire.notices);
  });
});
