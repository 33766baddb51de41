import { catalogEndpoints as endpoints } from '@classroom/http-contract';
import type Router from '@koa/router';
import type { AppState } from '../../app-state';
import { EndpointRouter, register } from '../../endpoints/register';
import { presentCourse } from '../../presenters/course.presenter';
import { presentFeedback, presentStats } from '../../presenters/feedback.presenter';
import { positionOf } from '../../presenters/page.presenter';
import type { RouteDeps } from '../route-deps';
import { courseFilters } from './course-filters';

/** The public catalogue (approved courses only) and the course page of a signed-in user. */
export function catalogRoutes(deps: RouteDeps): Router<AppState> {
  const { useCases } = deps;
  const router = new EndpointRouter(deps);

  register(router, endpoints.listFeedback, async () => ({
    body: (await useCases.listFeedback.execute()).map(presentFeedback),
  }));

  register(router, endpoints.topCourses, async ({ query }) => {
    const courses = await useCases.listPopularCourses.execute({ limit: query.limit });
    return { body: courses.map(presentCourse) };
  });

  register(router, endpoints.listCourses, async ({ query }) => {
    const page = await useCases.listCourses.execute({ page: query.page, limit: query.limit });
    return { body: page.items.map(presentCourse), total: page.total, page: positionOf(page) };
  });

  register(router, endpoints.searchCourses, async ({ query }) => {
    const page = await useCases.searchCourses.execute({
      text: query.search,
      filters: courseFilters(query),
      sort: query.sort,
      page: query.page,
      limit: query.limit,
    });
    return { body: page.items.map(presentCourse), total: page.total, page: positionOf(page) };
  });

  register(router, endpoints.suggestCourses, async ({ query }) => {
    const titles = await useCases.suggestCourses.execute({ text: query.q });
    return { body: titles.map((title) => ({ _id: title.id, courseName: title.name })) };
  });

  register(router, endpoints.stats, async () => ({
    body: presentStats(await useCases.getPlatformStats.execute()),
  }));

  // Unpublished courses are visible to their owner and admins only (the use case decides).
  register(router, endpoints.courseForPayment, async ({ params, actor }) => ({
    body: presentCourse(await useCases.getCourse.execute(params.id, actor)),
  }));

  return router.koa;
}
