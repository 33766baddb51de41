import { describe, expect, it, vi } from 'vitest';
import type { ApiRequest, DesktopSession } from '../../shared/ipc-channels';
import { fake } from '../testing/fake-electron';
import { startNotificationFeed, type Notice } from './notification-feed';
import { showNotice } from './show-notice';

vi.mock('electron', async () => (await import('../testing/fake-electron')).electronModule);

const approval = {
  _id: '12',
  kind: 'course-approved',
  courseId: 'c-42',
  courseName: 'Guitar Basics',
  personName: null,
  reason: null as string | null,
  checklist: [],
  createdAt: '2026-03-01T10:00:00.000Z',
  read: false,
  title: 'Guitar Basics was approved',
  path: '/teacher-dashboard/details/c-42',
};

/** The server as the feed sees it: a page of notifications and the ones since an id. */
function server() {
  const state = { notifications: [] as (typeof approval)[], calls: [] as string[] };
  const apiRequest = async (request: ApiRequest) => {
    state.calls.push(request.path);
    const after = /after=(\d+)/.exec(request.path)?.[1];
    const body = request.path.startsWith('/api/v1/notifications/since')
      ? state.notifications.filter((n) => after === undefined || Number(n._id) > Number(after))
      : {
          notifications: [...state.notifications].reverse().slice(0, 1),
          unread: 0,
          total: 0,
          page: 1,
        };
    return { status: 200, headers: {}, body: JSON.stringify(body) };
  };
  return { state, apiRequest };
}

const instructor: DesktopSession = {
  email: 'instructor@classroom.test',
  displayName: 'Ivan Instructor',
  photoURL: '',
};

describe('desktop notifications', () => {
  it("show an instructor's approval natively, and a click opens the course", async () => {
    fake.reset();
    const { state, apiRequest } = server();
    const opened: string[] = [];
    const feed = startNotificationFeed({
      apiRequest,
      session: () => instructor,
      notify: (notice) => showNotice(notice, (path) => opened.push(path)),
    });
    state.notifications.push({ ...approval, _id: '11', title: 'An older one' });
    await feed.poll();
    expect(fake.notifications).toEqual([]);

    state.notifications.push(approval);
    await feed.poll();
    await feed.poll();

    expect(fake.notifications.map((shown) => shown.options)).toEqual([
      { title: 'Guitar Basics was approved', body: 'Guitar Basics' },
    ]);
    fake.notifications[0]!.emit('click');
    expect(opened).toEqual(['/teacher-dashboard/details/c-42']);
    expect(state.calls.at(-1)).toBe('/api/v1/notifications/since?after=12');
    feed.stop();
  });

  it("say a rejection's reason, and ask nothing while signed out", async () => {
    const { state, apiRequest } = server();
    const notices: Notice[] = [];
    const feed = startNotificationFeed({
      apiRequest,
      session: () => instructor,
      notify: (n) => notices.push(n),
    });
    await feed.poll();
    state.notifications.push({
      ...approval,
      _id: '13',
      kind: 'course-rejected',
      reason: 'Add a syllabus',
    });
    await feed.poll();
    expect(notices.map((notice) => notice.body)).toEqual(['Add a syllabus']);

    const nobody = server();
    await startNotificationFeed({
      apiRequest: nobody.apiRequest,
      session: () => null,
      notify: () => undefined,
    }).poll();
    expect(nobody.state.calls).toEqual([]);
  });
});
