import { editorialEndpoints as endpoints } from '@classroom/http-contract';
import type Router from '@koa/router';
import type { AppState } from '../../app-state';
import { EndpointRouter, register } from '../../endpoints/register';
import {
  presentReview,
  presentRevisionRow,
  presentTableCourse,
} from '../../presenters/editorial.presenter';
import { positionOf } from '../../presenters/page.presenter';
import type { RouteDeps } from '../route-deps';
import { courseTableInput } from '../editorial/table-input';

/**
 * The admins' course review (decision 33): every course (searched, filtered, sorted),
 * approve, reject, take down, what changed since the last decision, and approved courses'
 * revisions. The use cases check the role.
 */
export function adminCoursesRoutes(deps: RouteDeps): Router<AppState> {
  const { useCases } = deps;
  const router = new EndpointRouter(deps);
  const modified = { modifiedCount: 1 };

  register(router, endpoints.adminCourses, async ({ query, actor }) => {
    const page = await useCases.listAllCourses.execute(courseTableInput(query), actor);
    return {
      body: page.items.map((course) => presentTableCourse(course, page.decisions.get(course.id))),
      total: page.total,
      page: positionOf(page),
    };
  });

  register(router, endpoints.approveCourse, async ({ params, actor }) => {
    await useCases.approveCourse.execute(params.id, actor);
    return { body: modified };
  });

  register(router, endpoints.rejectCourse, async ({ params, body, actor }) => {
    await useCases.rejectCourse.execute(params.id, body, actor);
    return { body: modified };
  });

  register(router, endpoints.unpublishCourse, async ({ params, body, actor }) => {
    await useCases.unpublishCourse.execute(params.id, body, actor);
    return { body: modified };
  });

  // The owner reads their course's review too (the use case says who may).
  register(router, endpoints.courseReview, async ({ params, actor }) => ({
    body: presentReview(await useCases.getCourseReview.execute(params.id, actor)),
  }));

  register(router, endpoints.adminRevisions, async ({ query, actor }) => {
    const page = await useCases.listRevisions.execute(
      {
        text: query.q,
        status: query.state,
        sort: query.sort,
        page: query.page as number | undefined,
        limit: query.limit as number | undefined,
      },
      actor,
    );
    return { body: page.items.map(presentRevisionRow), total: page.total, page: positionOf(page) };
  });

  register(router, endpoints.approveRevision, async ({ params, body, actor }) => {
    await useCases.approveRevision.execute(params.id, body.version, actor);
    return { body: modified };
  });

  register(router, endpoints.rejectRevision, async ({ params, body, actor }) => {
    await useCases.rejectRevision.execute(params.id, body, actor);
    return { body: modified };
  });

  return router.koa;
}
