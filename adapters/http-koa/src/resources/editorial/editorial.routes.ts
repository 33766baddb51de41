import { dashboardsEndpoints as endpoints } from '@classroom/http-contract';
import type Router from '@koa/router';
import type { AppState } from '../../app-state';
import { EndpointRouter, register } from '../../endpoints/register';
import {
  presentDashboardSearch,
  presentOverview,
  presentOwnApplication,
} from '../../presenters/editorial.presenter';
import type { RouteDeps } from '../route-deps';

/**
 * The dashboards' own reads (decision 33): an applicant's application, the admin overview and
 * the dashboards' search. The course review's endpoints are the admin courses' routes.
 */
export function editorialRoutes(deps: RouteDeps): Router<AppState> {
  const { useCases } = deps;
  const router = new EndpointRouter(deps);

  register(router, endpoints.ownApplication, async ({ actor }) => ({
    body: presentOwnApplication(await useCases.getOwnApplication.execute(actor)),
  }));

  register(router, endpoints.adminOverview, async ({ actor }) => ({
    body: presentOverview(await useCases.getAdminOverview.execute(actor)),
  }));

  register(router, endpoints.dashboardSearch, async ({ query, actor }) => ({
    body: presentDashboardSearch(await useCases.searchDashboard.execute(query.q, actor)),
  }));

  return router.koa;
}
