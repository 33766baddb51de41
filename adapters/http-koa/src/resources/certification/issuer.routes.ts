import { certificationEndpoints as endpoints } from '@classroom/http-contract';
import type Router from '@koa/router';
import type { AppState } from '../../app-state';
import { EndpointRouter, register } from '../../endpoints/register';
import type { RouteDeps } from '../route-deps';

/** Public: what a verifier fetches to check a credential offline, keys and status lists. */
export function issuerRoutes(deps: RouteDeps): Router<AppState> {
  const { certification } = deps;
  const router = new EndpointRouter(deps);

  register(router, endpoints.didDocument, async (_input, ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    return { body: certification.getIssuerKeys.execute().didDocument };
  });

  register(router, endpoints.issuerKeys, async (_input, ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    return { body: certification.getIssuerKeys.execute().jwks };
  });

  register(router, endpoints.statusList, async ({ params }, ctx) => {
    const token = await certification.getStatusList.execute(params.list);
    // A revocation reaches verifiers within a minute.
    ctx.set('Cache-Control', 'public, max-age=60');
    return { file: { content: token } };
  });

  return router.koa;
}
