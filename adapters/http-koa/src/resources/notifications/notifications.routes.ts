import {
  markReadBody,
  noQuery,
  notificationsQuery,
  notificationsSinceQuery,
  routes,
  type NotificationsPageWire,
} from '@classroom/http-contract';
import Router from '@koa/router';
import type { AppState } from '../../app-state';
import { authenticate } from '../../middleware/authenticate';
import { endpoint } from '../../middleware/endpoint';
import { presentNotification } from '../../presenters/editorial.presenter';
import type { RouteDeps } from '../route-deps';

/** The caller's own notifications: the bell's page, the desktop app's news, marking read. */
export function notificationsRoutes(deps: RouteDeps): Router<AppState> {
  const { useCases } = deps;
  const router = new Router<AppState>();
  const signedIn = authenticate(deps.authenticate, 'signedIn');

  router.get(
    routes.notifications.path,
    signedIn,
    endpoint({ query: notificationsQuery }, async ({ query, actor }) => {
      const page = await useCases.listNotifications.execute(
        { page: query.page as number | undefined, limit: query.limit as number | undefined },
        actor,
      );
      const body: NotificationsPageWire = {
        notifications: page.items.map(presentNotification),
        unread: page.unread,
        total: page.total,
        page: page.page,
      };
      return { body, total: page.total };
    }),
  );

  router.get(
    routes.notificationsSince.path,
    signedIn,
    endpoint({ query: notificationsSinceQuery }, async ({ query, actor }) => ({
      body: (await useCases.notificationsSince.execute(query.after ?? null, actor)).map(
        presentNotification,
      ),
    })),
  );

  router.post(
    routes.markNotificationsRead.path,
    signedIn,
    endpoint({ body: markReadBody, query: noQuery }, async ({ body, actor }) => ({
      body: {
        modifiedCount: await useCases.markNotificationsRead.execute(body.ids ?? null, actor),
      },
    })),
  );

  return router;
}
