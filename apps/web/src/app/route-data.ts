import { matchPath } from 'react-router';
import type { SessionUser } from '../lib/wire';
import { createCourseStore } from '../stores/course.store';
import type { RootStore } from '../stores/root.store';

/**
 * Starts reading the first page's data alongside the session rather than after it: the course
 * page (behind sign-in) would otherwise wait for the session, then the user's record, then the
 * course. The guard still decides what shows; a visitor's reads are simply never shown.
 * Returns what to read once the session names the user.
 */
export function startRouteData(
  root: RootStore,
  pathname: string,
): ((user: SessionUser | null) => void) | undefined {
  const id = matchPath('/course/:id', pathname)?.params.id;
  if (!id) return undefined;
  const courses = root.feature(createCourseStore);
  courses.prefetchCourse(id);
  return (user) => {
    if (user) courses.prefetchPayments(user.email);
  };
}
