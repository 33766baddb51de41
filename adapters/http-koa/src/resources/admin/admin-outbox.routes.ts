import { OUTBOX_PAGE_SIZE } from '@classroom/core';
import {
  idParams,
  noQuery,
  outboxQuery,
  routes,
  type OutboxPageWire,
} from '@classroom/http-contract';
import Router from '@koa/router';
import type { AppState } from '../../app-state';
import { authenticate } from '../../middleware/authenticate';
import { endpoint } from '../../middleware/endpoint';
import { presentOutboxEntry, presentOutboxMessage } from '../../presenters/outbox.presenter';
import type { RouteDeps } from '../route-deps';
import { pageFields } from '../../presenters/page.presenter';

/** The admins' Outbox: every e-mail the product sent or keeps, searched, filtered and sorted, and one to read. */
export function adminOutboxRoutes(deps: RouteDeps): Router<AppState> {
  const { mail } = deps;
  const router = new Router<AppState>();
  const signedIn = authenticate(deps.authenticate, 'signedIn');

  router.get(
    routes.adminOutbox.path,
    signedIn,
    endpoint({ query: outboxQuery }, async ({ query, actor }) => {
      const page = await mail.listOutbox.execute(
        { text: query.q, status: query.status, sort: query.sort, page: query.page },
        actor,
      );
      const body: OutboxPageWire = {
        messages: page.items.map(presentOutboxEntry),
        ...pageFields(page, OUTBOX_PAGE_SIZE),
      };
      return { body, total: page.total };
    }),
  );

  router.get(
    routes.adminOutboxMessage.path,
    signedIn,
    endpoint({ params: idParams, query: noQuery }, async ({ params, actor }) => ({
      body: presentOutboxMessage(await mail.readOutboxMessage.execute(params.id, actor)),
    })),
  );

  return router;
}
