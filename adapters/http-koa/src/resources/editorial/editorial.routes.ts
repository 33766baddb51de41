import {
  approveRevisionBody,
  dashboardSearchQuery,
  idParams,
  noQuery,
  rejectRevisionBody,
  revisionsQuery,
  routes,
  type ModifiedWire,
} from '@classroom/http-contract';
import Router from '@koa/router';
import type { AppState } from '../../app-state';
import { authenticate } from '../../middleware/authenticate';
import { endpoint } from '../../middleware/endpoint';
import {
  presentDashboardSearch,
  presentOverview,
  presentOwnApplication,
  presentReview,
  presentRevisionRow,
} from '../../presenters/editorial.presenter';
import type { RouteDeps } from '../route-deps';

/**
 * The editorial workflow (decision 33): resubmission, the review with its changes, approved
 * courses' revisions, the instructor's table, the admin overview and the dashboards' search.
 */
export function editorialRoutes(deps: RouteDeps): Router<AppState> {
  const { useCases } = deps;
  const router = new Router<AppState>();
  const signedIn = authenticate(deps.authenticate, 'signedIn');
  const modified = { modifiedCount: 1 } satisfies ModifiedWire;

  router.get(
    routes.courseReview.path,
    signedIn,
    endpoint({ params: idParams, query: noQuery }, async ({ params, actor }) => ({
      body: presentReview(await useCases.getCourseReview.execute(params.id, actor)),
    })),
  );

  router.get(
    routes.adminRevisions.path,
    signedIn,
    endpoint({ query: revisionsQuery }, async ({ query, actor }) => {
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
      return { body: page.items.map(presentRevisionRow), total: page.total };
    }),
  );

  router.patch(
    routes.approveRevision.path,
    signedIn,
    endpoint(
      { params: idParams, body: approveRevisionBody, query: noQuery },
      async ({ params, body, actor }) => {
        await useCases.approveRevision.execute(params.id, body.version, actor);
        return { body: modified };
      },
    ),
  );

  router.patch(
    routes.rejectRevision.path,
    signedIn,
    endpoint(
      { params: idParams, body: rejectRevisionBody, query: noQuery },
      async ({ params, body, actor }) => {
        await useCases.rejectRevision.execute(params.id, body, actor);
        return { body: modified };
      },
    ),
  );

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
