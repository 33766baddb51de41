import {
  USERS_PAGE_SIZE,
  emailParams,
  noQuery,
  routes,
  usersEndpoints as endpoints,
  type AdminFlagWire,
} from '@classroom/http-contract';
import type Router from '@koa/router';
import type { AppState } from '../../app-state';
import { EndpointRouter, register } from '../../endpoints/register';
import { authenticate } from '../../middleware/authenticate';
import { endpoint } from '../../middleware/endpoint';
import { pageFields } from '../../presenters/page.presenter';
import { presentUser } from '../../presenters/user.presenter';
import { idAction } from '../id-action';
import type { RouteDeps } from '../route-deps';

const MODIFIED = { modifiedCount: 1 } as const;

/** User records: the caller's own, flags for the dashboards' guards, and the admins' lists. */
export function usersRoutes(deps: RouteDeps): Router<AppState> {
  const { useCases } = deps;
  const router = new EndpointRouter(deps);
  const signedIn = authenticate(deps.authenticate, 'signedIn');

  // Registered before /users/:email so that "private" is never read as an e-mail.
  register(router, endpoints.listUsersPrivate, async ({ query, actor }) => {
    const page = await useCases.listUsers.execute({ page: query.page }, actor);
    return {
      body: page.items.map(presentUser),
      total: page.total,
      page: { number: page.page, size: USERS_PAGE_SIZE },
    };
  });

  register(router, endpoints.listUsers, async ({ query, actor }) => {
    const page = await useCases.listUsers.execute({ page: query.page }, actor);
    return { body: { users: page.items.map(presentUser), ...pageFields(page, USERS_PAGE_SIZE) } };
  });

  // GET and PATCH share /users/admin/{key} (an e-mail to read, an id to write), so they stay
  // outside the table until a table can name one path's parameter twice.
  router.koa.get(
    routes.isAdmin.path,
    signedIn,
    endpoint({ params: emailParams, query: noQuery }, async ({ params, actor }) => {
      const flags = await useCases.getAccessFlags.execute(params.email, actor);
      return { body: { admin: flags.admin } satisfies AdminFlagWire };
    }),
  );

  register(router, endpoints.isInstructor, async ({ params, actor }) => {
    const flags = await useCases.getAccessFlags.execute(params.email, actor);
    return { body: { instructor: flags.instructor } };
  });

  register(router, endpoints.getUser, async ({ params, actor }) => ({
    body: presentUser(await useCases.getUser.execute(params.email, actor)),
  }));

  // The caller's own name and photo (the use case refuses anyone else's record); everything
  // else in the body is ignored (see schema).
  register(router, endpoints.saveUser, async ({ body, actor }) => {
    await useCases.updateProfile.execute(
      { email: body.email, displayName: body.displayName, photoURL: body.photoURL },
      actor,
    );
    return { body: { insertedId: null, modifiedCount: 1 } };
  });

  // The caller's own account: payments stay for the books, the person's data goes.
  register(router, endpoints.deleteAccount, async ({ body, actor }) => {
    await useCases.deleteAccount.execute({ confirmEmail: body.confirmEmail }, actor);
    return { body: { deletedCount: 1 } };
  });

  // `:id` names the record that applies: the use case refuses anyone but the caller's own.
  register(router, endpoints.applyAsInstructor, async ({ params, body, actor }) => {
    await useCases.applyAsInstructor.execute(
      {
        userId: params.id,
        category: body.category,
        experience: body.experience,
        title: body.title,
      },
      actor,
    );
    return { body: MODIFIED };
  });

  router.koa.patch(routes.promoteToAdmin.path, signedIn, idAction(useCases.promoteToAdmin));

  register(router, endpoints.approveApplication, async ({ params, actor }) => {
    await useCases.approveApplication.execute(params.id, actor);
    return { body: MODIFIED };
  });

  register(router, endpoints.rejectApplication, async ({ params, body, actor }) => {
    await useCases.rejectApplication.execute(params.id, body, actor);
    return { body: MODIFIED };
  });

  register(router, endpoints.listApplicants, async ({ actor }) => {
    const applicants = await useCases.listApplicants.execute(actor);
    return {
      body: applicants.map(presentUser),
      total: applicants.length,
      page: { number: 1, size: Math.max(1, applicants.length) },
    };
  });

  return router.koa;
}
