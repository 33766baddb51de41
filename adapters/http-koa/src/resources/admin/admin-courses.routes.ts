import { adminEndpoints as endpoints } from '@classroom/http-contract';
import type Router from '@koa/router';
import type { AppState } from '../../app-state';
import { EndpointRouter, register } from '../../endpoints/register';
import { presentTableCourse } from '../../presenters/editorial.presenter';
import { courseTableInput } from '../editorial/table-input';
import type { RouteDeps } from '../route-deps';

const MODIFIED = { modifiedCount: 1 } as const;

/** The admins' course review: every course (searched, filtered, sorted), approve, reject. */
export function adminCoursesRoutes(deps: RouteDeps): Router<AppState> {
  const { useCases } = deps;
  const router = new EndpointRouter(deps);

  register(router, endpoints.adminCourses, async ({ query, actor }) => {
    const page = await useCases.listAllCourses.execute(courseTableInput(query), actor);
    return {
      body: page.items.map((course) => presentTableCourse(course, page.decisions.get(course.id))),
      total: page.total,
      page: { number: page.page, size: page.limit },
    };
  });

  register(router, endpoints.approveCourse, async ({ params, actor }) => {
    await useCases.approveCourse.execute(params.id, actor);
    return { body: MODIFIED };
  });

  register(router, endpoints.rejectCourse, async ({ params, body, actor }) => {
    await useCases.rejectCourse.execute(params.id, body, actor);
    return { body: MODIFIED };
  });

  register(router, endpoints.unpublishCourse, async ({ params, body, actor }) => {
    await useCases.unpublishCourse.execute(params.id, body, actor);
    return { body: MODIFIED };
  });

  return router.koa;
}
