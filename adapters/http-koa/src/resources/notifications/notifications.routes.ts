import { notificationsEndpoints as endpoints } from '@classroom/http-contract';
import type Router from '@koa/router';
import type { AppState } from '../../app-state';
import { EndpointRouter, register } from '../../endpoints/register';
import { presentNotification } from '../../presenters/editorial.presenter';
import type { RouteDeps } from '../route-deps';

/** The caller's own notifications: the bell's page, the desktop app's news, marking read. */
export function notificationsRoutes(deps: RouteDeps): Router<AppState> {
  const { useCases } = deps;
  const router = new EndpointRouter(deps);

  register(router, endpoints.notifications, async ({ query, actor }) => {
    const page = await useCases.listNotifications.execute(
      { page: query.page as number | undefined, limit: query.limit as number | undefined },
      actor,
    );
    return {
      body: {
        notifications: page.items.map(presentNotification),
        unread: page.unread,
        total: page.total,
        page: page.page,
      },
      total: page.total,
      page: { number: page.page, size: page.limit },
    };
  });

  register(router, endpoints.notificationsSince, async ({ query, actor }) => ({
    body: (await useCases.notificationsSince.execute(query.after ?? null, actor)).map(
      presentNotification,
    ),
  }));

  register(router, endpoints.markNotificationsRead, async ({ body, actor }) => ({
    body: { modifiedCount: await useCases.markNotificationsRead.execute(body.ids ?? null, actor) },
  }));

  return router.koa;
}
