import {
  platformEndpoints as endpoints,
  type PublicConfigWire,
  type VersionWire,
} from '@classroom/http-contract';
import type Router from '@koa/router';
import type { AppState } from '../../app-state';
import { EndpointRouter, register } from '../../endpoints/register';
import type { RouteDeps } from '../route-deps';

/** Liveness, readiness (the database answers), version and the website's public configuration. */
export function platformRoutes(
  deps: RouteDeps,
  platform: {
    publicConfig: PublicConfigWire;
    isReady: () => Promise<boolean>;
    version: VersionWire;
  },
): Router<AppState> {
  const router = new EndpointRouter(deps);

  register(router, endpoints.healthz, async (_input, ctx) => {
    ctx.set('Cache-Control', 'no-store');
    return { body: { status: 'ok' } } as const;
  });

  register(router, endpoints.readyz, async (_input, ctx) => {
    const ready = await platform.isReady().catch(() => false);
    ctx.set('Cache-Control', 'no-store');
    return ready
      ? ({ status: 200, body: { status: 'ok' } } as const)
      : ({ status: 503, body: { status: 'unavailable' } } as const);
  });

  register(router, endpoints.version, async (_input, ctx) => {
    ctx.set('Cache-Control', 'no-store');
    return { body: platform.version };
  });

  register(router, endpoints.config, async (_input, ctx) => {
    ctx.set('Cache-Control', 'public, max-age=60');
    return { body: platform.publicConfig };
  });

  return router.koa;
}
