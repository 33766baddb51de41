import {
  catalogQuery,
  idParams,
  noQuery,
  popularQuery,
  routes,
  searchQuery,
  suggestionsQuery,
} from '@classroom/http-contract';
import Router from '@koa/router';
import type { AppState } from '../../app-state';
import { authenticate } from '../../middleware/authenticate';
import { endpoint } from '../../middleware/endpoint';
import { publicCache } from '../../middleware/public-cache';
import { presentCourse } from '../../presenters/course.presenter';
import { presentFeedback, presentStats } from '../../presenters/feedback.presenter';
import type { RouteDeps } from '../route-deps';
import { courseFilters } from './course-filters';

/** The public catalogue (approved courses only) and the course page of a signed-in user. */
export function catalogRoutes(deps: RouteDeps): Router<AppState> {
  const { useCases } = deps;
  const router = new Router<AppState>();
  const cached = publicCache(deps.publicCache);

  router.get(
    routes.listFeedback.path,
    cached(noQuery),
    endpoint({ query: noQuery }, async () => {
      return { body: (await useCases.listFeedback.execute()).map(presentFeedback) };
    }),
  );

  router.get(
    routes.topCourses.path,
    cached(popularQuery),
    endpoint({ query: popularQuery }, async ({ query }) => {
      const courses = await useCases.listPopularCourses.execute({ limit: query.limit });
      return { body: courses.map(presentCourse) };
    }),
  );

  router.get(
    routes.listCourses.path,
    cached(catalogQuery),
    endpoint({ query: catalogQuery }, async ({ query }) => {
      const page = await useCases.listCourses.execute({ page: query.page, limit: query.limit });
      return { body: page.items.map(presentCourse), total: page.total };
    }),
  );

  router.get(
    routes.searchCourses.path,
    deps.searchLimit,
    cached(searchQuery),
    endpoint({ query: searchQuery }, async ({ query }) => {
      const page = await useCases.searchCourses.execute({
        text: query.search,
        filters: courseFilters(query),
        sort: query.sort,
        page: query.page,
        limit: query.limit,
      });
      return { body: page.items.map(presentCourse), total: page.total };
    }),
  );

  router.get(
    routes.suggestCourses.path,
    deps.searchLimit,
    cached(suggestionsQuery),
    endpoint({ query: suggestionsQuery }, async ({ query }) => {
      const titles = await useCases.suggestCourses.execute({ text: query.q });
      return { body: titles.map((title) => ({ _id: title.id, courseName: title.name })) };
    }),
  );

  router.get(
    routes.stats.path,
    cached(noQuery),
    endpoint({ query: noQuery }, async () => {
      return { body: presentStats(await useCases.getPlatformStats.execute()) };
    }),
  );

  // Unpublished courses are visible to their owner and admins only (the use case decides).
  router.get(
    routes.courseForPayment.path,
    authenticate(deps.authenticate, 'signedIn'),
    endpoint({ params: idParams, query: noQuery }, async ({ params, actor }) => {
      return { body: presentCourse(await useCases.getCourse.execute(params.id, actor)) };
    }),
  );

  return router;
}
