import { applicationsQuery, peopleQuery, routes } from '@classroom/http-contract';
import Router from '@koa/router';
import type { AppState } from '../../app-state';
import { authenticate } from '../../middleware/authenticate';
import { endpoint } from '../../middleware/endpoint';
import { presentTableUser } from '../../presenters/editorial.presenter';
import { idAction, reasonAction } from '../id-action';
import type { RouteDeps } from '../route-deps';

/** The admins' tables of people and applications, and suspending, reactivating, demoting. */
export function adminPeopleRoutes(deps: RouteDeps): Router<AppState> {
  const { useCases } = deps;
  const router = new Router<AppState>();
  const signedIn = authenticate(deps.authenticate, 'signedIn');

  router.get(
    routes.adminPeople.path,
    signedIn,
    endpoint({ query: peopleQuery }, async ({ query, actor }) => {
      const page = await useCases.listPeople.execute(
        {
          text: query.q,
          role: query.role,
          state: query.state,
          sort: query.sort,
          page: query.page as number | undefined,
          limit: query.limit as number | undefined,
        },
        actor,
      );
      return { body: page.items.map((user) => presentTableUser(user)), total: page.total };
    }),
  );

  router.get(
    routes.adminApplications.path,
    signedIn,
    endpoint({ query: applicationsQuery }, async ({ query, actor }) => {
      const page = await useCases.listApplications.execute(
        {
          text: query.q,
          status: query.state,
          sort: query.sort,
          pendingFirst: query.pendingFirst === 'true',
          page: query.page as number | undefined,
          limit: query.limit as number | undefined,
        },
        actor,
      );
      return {
        body: page.items.map((user) => presentTableUser(user, page.decisions.get(user.id))),
        total: page.total,
      };
    }),
  );

  router.patch(routes.suspendUser.path, signedIn, reasonAction(useCases.suspendUser));
  router.patch(routes.reactivateUser.path, signedIn, idAction(useCases.reactivateUser));
  router.patch(routes.demoteAdmin.path, signedIn, idAction(useCases.demoteAdmin));

  return router;
}
