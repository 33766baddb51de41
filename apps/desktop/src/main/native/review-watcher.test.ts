import { describe, expect, it } from 'vitest';
import { fetchPendingItems, ReviewWatcher } from './review-watcher';

const course = (id: string, status: 0 | 1 | 'rejected') => ({
  _id: id,
  courseName: `Course ${id}`,
  courseStatus: status,
  status,
});
const user = (email: string, status: string) => ({
  _id: email,
  email,
  displayName: email.split('@')[0],
  status,
});

describe('the review watcher', () => {
  it('announces only what became pending since the last look', async () => {
    let courses = [course('1', 0), course('2', 1)];
    let applicants = [user('alice@classroom.test', 'applied')];
    const getJson = async (path: string) => (path.includes('courses') ? courses : applicants);
    const watcher = new ReviewWatcher();

    expect(watcher.noticesFor(await fetchPendingItems(getJson))).toEqual([]);

    courses = [...courses, course('3', 0), course('4', 'rejected')];
    applicants = [
      ...applicants,
      user('bob@classroom.test', 'applied'),
      user('carl@classroom.test', 'approved'),
    ];
    const notices = watcher.noticesFor(await fetchPendingItems(getJson));
    expect(notices).toEqual([
      { title: 'A new course awaits review', body: 'Course 3', path: '/admin-dashboard/classes' },
      { title: 'A new instructor applicant', body: 'bob', path: '/admin-dashboard/request' },
    ]);

    expect(watcher.noticesFor(await fetchPendingItems(getJson))).toEqual([]);
  });
});
