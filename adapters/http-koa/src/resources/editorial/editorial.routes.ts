import { dashboardSearchQuery, noQuery, routes } from '@classroom/http-contract';
import Router from '@koa/router';
import type { AppState } from '../../app-state';
import { authenticate } from '../../middleware/authenticate';
import { endpoint } from '../../middleware/endpoint';
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
  const router = new Router<AppState>();
  const signedIn = authenticate(deps.authenticate, 'signedIn');

  router.get(
    routes.ownApplication.path,
    signedIn,
    endpoint({ query: noQuery }, async ({ actor }) => ({
      body: presentOwnApplication(await useCases.getOwnApplication.execute(actor)),
    })),
  );

  router.get(
    routes.adminOverview.path,
    signedIn,
    endpoint({ query: noQuery }, async ({ actor }) => ({
      body: presentOverview(await useCases.getAdminOverview.execute(actor)),
    })),
  );

  router.get(
    routes.dashboardSearch.path,
    signedIn,
    endpoint({ query: dashboardSearchQuery }, async ({ query, actor }) => ({
      body: presentDashboardSearch(await useCases.searchDashboard.execute(query.q, actor)),
    })),
  );

  return router;
}
