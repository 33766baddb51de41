import { MONEY_PAGE_SIZE, moneyEndpoints as endpoints } from '@classroom/http-contract';
import type Router from '@koa/router';
import type { AppState } from '../../app-state';
import { EndpointRouter, register } from '../../endpoints/register';
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
  const router = new EndpointRouter(deps);

  register(router, endpoints.refundEligibility, async ({ params, actor }) => ({
    body: presentEligibility(await useCases.getRefundEligibility.execute(params.id, actor)),
  }));

  register(router, endpoints.requestRefund, async ({ params, body, actor }) => ({
    body: presentRefundRequest(await useCases.requestRefund.execute(params.id, body, actor)),
  }));

  register(router, endpoints.myRefundRequests, async ({ actor }) => ({
    body: (await useCases.listMyRefundRequests.execute(actor)).map(presentRefundRequest),
  }));

  register(router, endpoints.adminRefundRequests, async ({ query, actor }) => {
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
    return {
      body: {
        requests: page.items.map(presentRefundQueueEntry),
        ...pageFields(page, MONEY_PAGE_SIZE),
      },
    };
  });

  register(router, endpoints.approveRefund, async ({ params, actor }) => ({
    body: presentRefundRequest(await useCases.approveRefund.execute(params.id, actor)),
  }));

  register(router, endpoints.declineRefund, async ({ params, body, actor }) => ({
    body: presentRefundRequest(await useCases.declineRefund.execute(params.id, body, actor)),
  }));

  register(router, endpoints.refundSettings, async ({ actor }) => ({
    body: presentRefundPolicy(await useCases.getRefundSettings.execute(actor)),
  }));

  register(router, endpoints.saveRefundSettings, async ({ body, actor }) => ({
    body: presentRefundPolicy(await useCases.setRefundSettings.execute(body, actor)),
  }));

  return router.koa;
}
