import {
  routes,
  type HealthWire,
  type PublicConfigWire,
  type VersionWire,
} from '@classroom/http-contract';
import Router from '@koa/router';
import type { AppState } from '../../app-state';

/** Liveness, readiness (the database answers), version and the website's public configuration. */
export function platformRoutes(deps: {
  publicConfig: PublicConfigWire;
  isReady: () => Promise<boolean>;
  version: VersionWire;
}): Router<AppState> {
  const router = new Router<AppState>();

  router.get(routes.healthz.path, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' } satisfies HealthWire;
  });

  router.get(routes.readyz.path, async (ctx) => {
    const ready = await deps.isReady().catch(() => false);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = ready ? 200 : 503;
    ctx.body = { status: ready ? 'ok' : 'unavailable' } satisfies HealthWire;
  });

  router.get(routes.version.path, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = deps.version;
  });

  router.get(routes.config.path, (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=60');
    ctx.body = deps.publicConfig;
  });

  return router;
}
