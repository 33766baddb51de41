import type { Subscriber } from '@classroom/core';
import {
  contactBody,
  noQuery,
  routes,
  subscribeBody,
  type AcceptedWire,
} from '@classroom/http-contract';
import Router from '@koa/router';
import type { AppState } from '../../app-state';
import { authenticate } from '../../middleware/authenticate';
import { endpoint } from '../../middleware/endpoint';
import type { RouteDeps } from '../route-deps';

const ACCEPTED: AcceptedWire = { accepted: true };

/** The visitors' Contact Us messages and newsletter sign-ups, and the admins' export of the list. */
export function outreachRoutes(deps: RouteDeps): Router<AppState> {
  const { useCases } = deps;
  const router = new Router<AppState>();
  const limits = { bodyLimit: deps.bodyLimit };

  router.post(
    routes.contactSupport.path,
    deps.outreachLimit,
    endpoint(
      { body: contactBody, query: noQuery },
      async ({ body }) => {
        await useCases.contactSupport.execute(body);
        return { status: 202, body: ACCEPTED };
      },
      limits,
    ),
  );

  // The same answer whether or not the address was on the list already.
  router.post(
    routes.subscribe.path,
    deps.outreachLimit,
    endpoint(
      { body: subscribeBody, query: noQuery },
      async ({ body }) => {
        await useCases.subscribe.execute(body.email);
        return { status: 202, body: ACCEPTED };
      },
      limits,
    ),
  );

  router.get(
    routes.exportSubscribers.path,
    authenticate(deps.authenticate, 'signedIn'),
    endpoint({ query: noQuery }, async ({ actor }, ctx) => {
      const subscribers = await useCases.exportSubscribers.execute(actor);
      ctx.type = 'text/csv; charset=utf-8';
      ctx.attachment('subscribers.csv');
      return { body: subscribersCsv(subscribers) };
    }),
  );

  return router;
}

/** RFC 4180 rows; a cell a spreadsheet would run as a formula gets a leading apostrophe. */
function subscribersCsv(subscribers: Subscriber[]): string {
  const cell = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  const rows = subscribers.map((row) =>
    [cell(row.email), row.subscribedAt.toISOString()].join(','),
  );
  return ['email,subscribed_at', ...rows].join('\r\n') + '\r\n';
}
