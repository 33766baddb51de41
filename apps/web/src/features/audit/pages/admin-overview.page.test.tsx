import '../../../test/dom-polyfills';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOverview } from '../api/admin-overview-api';
import { AdminOverviewStore } from '../stores/admin-overview.store';
import { renderPage, signedInRoot } from '../../../test/render-page';
import { Component as AdminOverviewPage } from './admin-overview.page';

const state = vi.hoisted(() => ({ store: null as unknown }));
vi.mock('../stores/use-admin-overview', () => ({ useAdminOverview: () => state.store }));

const slow = { timeout: 10_000 };

function anOverview(over: Partial<AdminOverview> = {}): AdminOverview {
  return {
    pending: { applications: 0, courses: 0, revisions: 0, refunds: 0 },
    activity: [],
    days: [{ day: '2026-03-01', enrollments: 0, revenue: 0 }],
    notices: [],
    ...over,
  };
}

describe('the admin overview', { timeout: 30_000 }, () => {
  let overview: AdminOverview;

  beforeEach(() => {
    overview = anOverview();
    state.store = new AdminOverviewStore({ adminOverview: async () => overview });
  });

  const open = () =>
    renderPage(AdminOverviewPage, {
      path: '/overview',
      url: '/overview',
      root: signedInRoot('admin@classroom.test', 'Ada Admin'),
    });

  it('tells the admin that video processing is off, and why', async () => {
    overview = anOverview({
      notices: [{ code: 'video_processing_off', reason: 'ffprobe was not found on the PATH' }],
    });
    open();

    const notice = await screen.findByRole('alert', {}, slow);
    expect(notice.textContent).toContain('Video processing is off');
    expect(notice.textContent).toContain('no duration, poster or streaming versions');
    expect(notice.textContent).toContain('(ffprobe was not found on the PATH.)');
  });

  it('shows no notice when the server needs nothing', async () => {
    open();

    expect(await screen.findByText('Awaiting a decision', {}, slow)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
