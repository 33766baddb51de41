import {
  adminCoursesQuery,
  emptyBody,
  idParams,
  noQuery,
  routes,
  type ModifiedWire,
} from '@classroom/http-contract';
import Router from '@koa/router';
import type { AppState } from '../../app-state';
import { authenticate } from '../../middleware/authenticate';
import { endpoint } from '../../middleware/endpoint';
import { presentCourse } from '../../presenters/course.presenter';
import type { RouteDeps } from '../route-deps';

/** The admins' course review: every course, approve, reject. */
export function adminCoursesRoutes(deps: RouteDeps): Router<AppState> {
  const { useCases } = deps;
  const router = new Router<AppState>();
  const signedIn = authenticate(deps.authenticate, 'signedIn');

  router.get(
    routes.adminCourses.path,
    signedIn,
    endpoint({ query: adminCoursesQuery }, async ({ query, actor }) => {
      const page = await useCases.listAllCourses.execute(
        { page: query.page, limit: query.limit },
        actor,
      );
      return { body: page.items.map(presentCourse), total: page.total };
    }),
  );

  router.patch(
    routes.approveCourse.path,
    signedIn,
    endpoint({ params: idParams, body: emptyBody, query: noQuery }, async ({ params, actor }) => {
      await useCases.approveCourse.execute(params.id, actor);
      return { body: { modifiedCount: 1 } satisfies ModifiedWire };
    }),
  );

  router.patch(
    routes.rejectCourse.path,
    signedIn,
    endpoint({ params: idParams, body: emptyBody, query: noQuery }, async ({ params, actor }) => {
      await useCases.rejectCourse.execute(params.id, actor);
      return { body: { modifiedCount: 1 } satisfies ModifiedWire };
    }),
  );

  return router;
}
