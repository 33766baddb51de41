import {
  MONEY_PAGE_SIZE,
  declineRefundBody,
  emptyBody,
  idParams,
  noQuery,
  refundQueueQuery,
  refundRequestBody,
  refundSettingsBody,
  routes,
  type RefundQueueWire,
} from '@classroom/http-contract';
import Router from '@koa/router';
import type { AppState } from '../../app-state';
import { authenticate } from '../../middleware/authenticate';
import { endpoint } from '../../middleware/endpoint';
import {
  presentEligibility,
  presentRefundPolicy,
  presentRefundQueueEntry,
  presentRefundRequest,
} from '../../presenters/money.presenter';
import { pageFields } from '../../presenters/page.presenter';
import type { RouteDeps } from '../route-deps';

/** Refunds: the student's eligibility and request, the admins' queue, decisions and setting. */
export function refundRoutes(deps: RouteDeps): Router<AppState> {
  const { useCases } = deps;
  const router = new Router<AppState>();
  const signedIn = authenticate(deps.authenticate, 'signedIn');

  router.get(
    routes.refundEligibility.path,
    signedIn,
    endpoint({ params: idParams, query: noQuery }, async ({ params, actor }) => ({
      body: presentEligibility(await useCases.getRefundEligibility.execute(params.id, actor)),
    })),
  );

  router.post(
    routes.requestRefund.path,
    signedIn,
    endpoint(
      { params: idParams, body: refundRequestBody, query: noQuery },
      async ({ params, body, actor }) => ({
        status: 201,
        body: presentRefundRequest(await useCases.requestRefund.execute(params.id, body, actor)),
      }),
    ),
  );

  router.get(
    routes.myRefundRequests.path,
    signedIn,
    endpoint({ query: noQuery }, async ({ actor }) => ({
      body: (await useCases.listMyRefundRequests.execute(actor)).map(presentRefundRequest),
    })),
  );

  router.get(
    routes.adminRefundRequests.path,
    signedIn,
    endpoint({ query: refundQueueQuery }, async ({ query, actor }) => {
      const page = await useCases.listRefundRequests.execute(
        {
          text: query.q,
          status: query.status,
          sort: query.sort,
          pendingFirst: query.pendingFirst !== 'false',
        },
        { page: query.page ?? 1, limit: MONEY_PAGE_SIZE },
        actor,
      );
      const body: RefundQueueWire = {
        requests: page.items.map(presentRefundQueueEntry),
        ...pageFields(page, MONEY_PAGE_SIZE),
      };
      return { body, total: page.total };
    }),
  );

  router.patch(
    routes.approveRefund.path,
    signedIn,
    endpoint({ params: idParams, body: emptyBody, query: noQuery }, async ({ params, actor }) => ({
      body: presentRefundRequest(await useCases.approveRefund.execute(params.id, actor)),
    })),
  );

  router.patch(
    routes.declineRefund.path,
    signedIn,
    endpoint(
      { params: idParams, body: declineRefundBody, query: noQuery },
      async ({ params, body, actor }) => ({
        body: presentRefundRequest(await useCases.declineRefund.execute(params.id, body, actor)),
      }),
    ),
  );

  router.get(
    routes.refundSettings.path,
    signedIn,
    endpoint({ query: noQuery }, async ({ actor }) => ({
      body: presentRefundPolicy(await useCases.getRefundSettings.execute(actor)),
    })),
  );

  router.put(
    routes.saveRefundSettings.path,
    signedIn,
    endpoint({ body: refundSettingsBody, query: noQuery }, async ({ body, actor }) => ({
      body: presentRefundPolicy(await useCases.setRefundSettings.execute(body, actor)),
    })),
  );

  return router;
}
