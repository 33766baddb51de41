import { noQuery, routes, statusListParams } from '@classroom/http-contract';
import Router from '@koa/router';
import type { AppState } from '../../app-state';
import { endpoint } from '../../middleware/endpoint';
import type { RouteDeps } from '../route-deps';

/** Public: what a verifier fetches to check a credential offline, keys and status lists. */
export function issuerRoutes(deps: RouteDeps): Router<AppState> {
  const { certification } = deps;
  const router = new Router<AppState>();

  router.get(
    routes.didDocument.path,
    endpoint({ query: noQuery }, async (_input, ctx) => {
      ctx.set('Cache-Control', 'public, max-age=300');
      return { body: certification.getIssuerKeys.execute().didDocument };
    }),
  );

  router.get(
    routes.issuerKeys.path,
    endpoint({ query: noQuery }, async (_input, ctx) => {
      ctx.set('Cache-Control', 'public, max-age=300');
      return { body: certification.getIssuerKeys.execute().jwks };
    }),
  );

  router.get(
    routes.statusList.path,
    endpoint({ params: statusListParams, query: noQuery }, async ({ params }, ctx) => {
      const token = await certification.getStatusList.execute(params.list);
      // A revocation reaches verifiers within a minute.
      ctx.set('Cache-Control', 'public, max-age=60');
      ctx.type = 'application/vc+jwt';
      return { body: token };
    }),
  );

  return router;
}
