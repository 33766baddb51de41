import type { Subscriber } from '@classroom/core';
import { outreachEndpoints as endpoints, type AcceptedWire } from '@classroom/http-contract';
import type Router from '@koa/router';
import type { AppState } from '../../app-state';
import { EndpointRouter, register } from '../../endpoints/register';
import type { RouteDeps } from '../route-deps';

const ACCEPTED = { accepted: true } as const satisfies AcceptedWire;

/** The visitors' Contact Us messages and newsletter sign-ups, and the admins' export of the list. */
export function outreachRoutes(deps: RouteDeps): Router<AppState> {
  const { useCases } = deps;
  const router = new EndpointRouter(deps);

  register(router, endpoints.contactSupport, async ({ body }) => {
    await useCases.contactSupport.execute(body);
    return { body: ACCEPTED };
  });

  // The same answer whether or not the address was on the list already.
  register(router, endpoints.subscribe, async ({ body }) => {
    await useCases.subscribe.execute(body.email);
    return { body: ACCEPTED };
  });

  register(router, endpoints.exportSubscribers, async ({ actor }) => ({
    csv: subscribersCsv(await useCases.exportSubscribers.execute(actor)),
  }));

  return router.koa;
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
