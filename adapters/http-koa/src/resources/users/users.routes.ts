import {
  USERS_PAGE_SIZE,
  applyBody,
  deleteAccountBody,
  emailParams,
  idParams,
  noQuery,
  routes,
  saveUserBody,
  usersPageQuery,
  type AdminFlagWire,
  type DeletedWire,
  type InstructorFlagWire,
  type ModifiedWire,
  type SavedUserWire,
  type UsersPageWire,
} from '@classroom/http-contract';
import Router from '@koa/router';
import type { AppState } from '../../app-state';
import { authenticate } from '../../middleware/authenticate';
import { endpoint } from '../../middleware/endpoint';
import { idempotent } from '../../middleware/idempotent';
import { presentUser } from '../../presenters/user.presenter';
import { idAction, reasonAction } from '../id-action';
import type { RouteDeps } from '../route-deps';
import { pageFields } from '../../presenters/page.presenter';

/** User records: the caller's own, flags for the dashboards' guards, and the admins' lists. */
export function usersRoutes(deps: RouteDeps): Router<AppState> {
  const { useCases } = deps;
  const router = new Router<AppState>();
  const signedIn = authenticate(deps.authenticate, 'signedIn');

  // Registered before /users/:email so that "private" is never read as an e-mail.
  router.get(
    routes.listUsersPrivate.path,
    signedIn,
    endpoint({ query: usersPageQuery }, async ({ query, actor }) => {
      const page = await useCases.listUsers.execute({ page: query.page }, actor);
      return { body: page.items.map(presentUser), total: page.total };
    }),
  );

  router.get(
    routes.listUsers.path,
    signedIn,
    endpoint({ query: usersPageQuery }, async ({ query, actor }) => {
      const page = await useCases.listUsers.execute({ page: query.page }, actor);
      const body: UsersPageWire = {
        users: page.items.map(presentUser),
        ...pageFields(page, USERS_PAGE_SIZE),
      };
      return { body, total: page.total };
    }),
  );

  router.get(
    routes.isAdmin.path,
    signedIn,
    endpoint({ params: emailParams, query: noQuery }, async ({ params, actor }) => {
      const flags = await useCases.getAccessFlags.execute(params.email, actor);
      return { body: { admin: flags.admin } satisfies AdminFlagWire };
    }),
  );

  router.get(
    routes.isInstructor.path,
    signedIn,
    endpoint({ params: emailParams, query: noQuery }, async ({ params, actor }) => {
      const flags = await useCases.getAccessFlags.execute(params.email, actor);
      return { body: { instructor: flags.instructor } satisfies InstructorFlagWire };
    }),
  );

  router.get(
    routes.getUser.path,
    signedIn,
    endpoint({ params: emailParams, query: noQuery }, async ({ params, actor }) => {
      return { body: presentUser(await useCases.getUser.execute(params.email, actor)) };
    }),
  );

  // The caller's own name and photo (the use case refuses anyone else's record); everything
  // else in the body is ignored (see schema).
  router.post(
    routes.saveUser.path,
    signedIn,
    endpoint(
      { body: saveUserBody, query: noQuery },
      async ({ body, actor }) => {
        await useCases.updateProfile.execute(
          { email: body.email, displayName: body.displayName, photoURL: body.photoURL },
          actor,
        );
        return { body: { insertedId: null, modifiedCount: 1 } satisfies SavedUserWire };
      },
      { bodyLimit: deps.bodyLimit },
    ),
  );

  // The caller's own account: payments stay for the books, the person's data goes.
  router.delete(
    routes.deleteAccount.path,
    signedIn,
    endpoint(
      { body: deleteAccountBody, query: noQuery },
      async ({ body, actor }) => {
        await useCases.deleteAccount.execute({ confirmEmail: body.confirmEmail }, actor);
        return { body: { deletedCount: 1 } satisfies DeletedWire };
      },
      { bodyLimit: deps.bodyLimit },
    ),
  );

  // `:id` names the record that applies: the use case refuses anyone but the caller's own.
  router.put(
    routes.applyAsInstructor.path,
    signedIn,
    endpoint(
      { params: idParams, body: applyBody, query: noQuery },
      idempotent(deps.idempotencyKeys, 'applyAsInstructor', async ({ params, body, actor }) => {
        await useCases.applyAsInstructor.execute(
          {
            userId: params.id,
            category: body.category,
            experience: body.experience,
            title: body.title,
          },
          actor,
        );
        return { body: { modifiedCount: 1 } satisfies ModifiedWire };
      }),
      { bodyLimit: deps.bodyLimit },
    ),
  );

  router.patch(routes.promoteToAdmin.path, signedIn, idAction(useCases.promoteToAdmin));
  router.patch(routes.approveApplication.path, signedIn, idAction(useCases.approveApplication));
  router.patch(routes.rejectApplication.path, signedIn, reasonAction(useCases.rejectApplication));

  router.get(
    routes.listApplicants.path,
    signedIn,
    endpoint({ query: noQuery }, async ({ actor }) => {
      const applicants = await useCases.listApplicants.execute(actor);
      return { body: applicants.map(presentUser), total: applicants.length };
    }),
  );

  return router;
}
