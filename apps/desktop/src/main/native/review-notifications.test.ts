import { describe, expect, it } from 'vitest';
import type { ApiRequest, DesktopSession } from '../../shared/ipc-channels';
import { startReviewNotifications } from './review-notifications';
import type { ReviewNotice } from './review-watcher';

function server(role: 'admin' | 'user') {
  const state = {
    courses: [{ _id: 'c1', courseName: 'React Basics', courseStatus: 0, status: 0 }],
    applicants: [] as object[],
    calls: [] as string[],
  };
  const apiRequest = async (request: ApiRequest) => {
    state.calls.push(request.path);
    const body = request.path.startsWith('/api/v1/users/')
      ? { role, email: 'someone@classroom.test' }
      : request.path === '/api/v1/admin/courses'
        ? state.courses
        : state.applicants;
    return { status: 200, headers: {}, body: JSON.stringify(body) };
  };
  return { state, apiRequest };
}

const session: DesktopSession = {
  email: 'admin@classroom.test',
  displayName: 'Ada Admin',
  photoURL: '',
};

describe('review notifications', () => {
  it('tell an admin about a new pending course and a new applicant', async () => {
    const { state, apiRequest } = server('admin');
    const notices: ReviewNotice[] = [];
    const reviews = startReviewNotifications({
      apiRequest,
      session: () => session,
      notify: (n) => notices.push(n),
    });
    await reviews.poll();
    expect(notices).toEqual([]);
    state.courses.push({ _id: 'c2', courseName: 'Node in Depth', courseStatus: 0, status: 0 });
    state.applicants.push({
      _id: 'u9',
      email: 'new@classroom.test',
      displayName: 'Nina New',
      status: 'applied',
    });
    await reviews.poll();
    expect(notices.map((notice) => notice.title)).toEqual([
      'A new course awaits review',
      'A new instructor applicant',
    ]);
    expect(notices[0]!.body).toBe('Node in Depth');
    reviews.stop();
  });

  it('leave instructors alone and ask nothing while signed out', async () => {
    const instructor = server('user');
    const notices: ReviewNotice[] = [];
    const reviews = startReviewNotifications({
      apiRequest: instructor.apiRequest,
      session: () => session,
      notify: (n) => notices.push(n),
    });
    await reviews.poll();
    instructor.state.courses.push({ _id: 'c3', courseName: 'X', courseStatus: 0, status: 0 });
    await reviews.poll();
    expect(notices).toEqual([]);
    expect(instructor.state.calls.every((path) => path.startsWith('/api/v1/users/'))).toBe(true);

    const nobody = server('admin');
    await startReviewNotifications({
      apiRequest: nobody.apiRequest,
      session: () => null,
      notify: () => undefined,
    }).poll();
    expect(nobody.state.calls).toEqual([]);
  });
});
