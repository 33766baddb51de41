import { adminEndpoints as endpoints } from '@classroom/http-contract';
import type Router from '@koa/router';
import type { AppState } from '../../app-state';
import { EndpointRouter, register } from '../../endpoints/register';
import { presentTableUser } from '../../presenters/editorial.presenter';
import type { RouteDeps } from '../route-deps';

const MODIFIED = { modifiedCount: 1 } as const;

/** The admins' tables of people and applications, and suspending, reactivating, demoting. */
export function adminPeopleRoutes(deps: RouteDeps): Router<AppState> {
  const { useCases } = deps;
  const router = new EndpointRouter(deps);

  register(router, endpoints.adminPeople, async ({ query, actor }) => {
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
    return {
      body: page.items.map((user) => presentTableUser(user)),
      total: page.total,
      page: { number: page.page, size: page.limit },
    };
  });

  register(router, endpoints.adminApplications, async ({ query, actor }) => {
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
      page: { number: page.page, size: page.limit },
    };
  });

  register(router, endpoints.suspendUser, async ({ params, body, actor }) => {
    await useCases.suspendUser.execute(params.id, body, actor);
    return { body: MODIFIED };
  });

  register(router, endpoints.reactivateUser, async ({ params, actor }) => {
    await useCases.reactivateUser.execute(params.id, actor);
    return { body: MODIFIED };
  });

  register(router, endpoints.demoteAdmin, async ({ params, actor }) => {
    await useCases.demoteAdmin.execute(params.id, actor);
    return { body: MODIFIED };
  });

  return router.koa;
}
