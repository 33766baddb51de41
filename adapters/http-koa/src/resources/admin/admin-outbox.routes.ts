import { OUTBOX_PAGE_SIZE } from '@classroom/core';
import { adminEndpoints as endpoints } from '@classroom/http-contract';
import type Router from '@koa/router';
import type { AppState } from '../../app-state';
import { EndpointRouter, register } from '../../endpoints/register';
import { presentOutboxEntry, presentOutboxMessage } from '../../presenters/outbox.presenter';
import { pageFields } from '../../presenters/page.presenter';
import type { RouteDeps } from '../route-deps';

/** The admins' Outbox: every e-mail the product sent or keeps, searched, filtered and sorted, and one to read. */
export function adminOutboxRoutes(deps: RouteDeps): Router<AppState> {
  const { mail } = deps;
  const router = new EndpointRouter(deps);

  register(router, endpoints.adminOutbox, async ({ query, actor }) => {
    const page = await mail.listOutbox.execute(
      { text: query.q, status: query.status, sort: query.sort, page: query.page },
      actor,
    );
    return {
      body: { messages: page.items.map(presentOutboxEntry), ...pageFields(page, OUTBOX_PAGE_SIZE) },
    };
  });

  register(router, endpoints.adminOutboxMessage, async ({ params, actor }) => ({
    body: presentOutboxMessage(await mail.readOutboxMessage.execute(params.id, actor)),
  }));

  return router.koa;
}
