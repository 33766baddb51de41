import { courseTableQuery, routes } from '@classroom/http-contract';
import Router from '@koa/router';
import type { AppState } from '../../app-state';
import { authenticate } from '../../middleware/authenticate';
import { endpoint } from '../../middleware/endpoint';
import { presentTableCourse } from '../../presenters/editorial.presenter';
import { idAction, reasonAction } from '../id-action';
import type { RouteDeps } from '../route-deps';
import { courseTableInput } from '../editorial/table-input';

/** The admins' course review: every course (searched, filtered, sorted), approve, reject. */
export function adminCoursesRoutes(deps: RouteDeps): Router<AppState> {
  const { useCases } = deps;
  const router = new Router<AppState>();
  const signedIn = authenticate(deps.authenticate, 'signedIn');

  router.get(
    routes.adminCourses.path,
    signedIn,
    endpoint({ query: courseTableQuery }, async ({ query, actor }) => {
      const page = await useCases.listAllCourses.execute(courseTableInput(query), actor);
      return {
        body: page.items.map((course) => presentTableCourse(course, page.decisions.get(course.id))),
        total: page.total,
      };
    }),
  );

  router.patch(routes.approveCourse.path, signedIn, idAction(useCases.approveCourse));

  router.patch(routes.rejectCourse.path, signedIn, reasonAction(useCases.rejectCourse));
  router.patch(routes.unpublishCourse.path, signedIn, reasonAction(useCases.unpublishCourse));

  return router;
}
