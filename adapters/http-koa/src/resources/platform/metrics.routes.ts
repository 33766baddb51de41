import { timingSafeEqual } from 'node:crypto';
import Router from '@koa/router';
import type { AppState } from '../../app-state';
import { HttpError } from '@classroom/http-edge';

export interface MetricsEndpoint {
  /** The bearer token a scraper must send (METRICS_TOKEN). */
  token: string;
  /** The metrics in Prometheus' text format. */
  render(): Promise<{ contentType: string; body: string }>;
}

/** GET /metrics for a caller bearing the metrics token; anyone else gets 401. */
export function metricsRoutes(endpoint: MetricsEndpoint): Router<AppState> {
  const router = new Router<AppState>();
  const expected = Buffer.from(`Bearer ${endpoint.token}`);
  router.get('/metrics', async (ctx) => {
    const given = Buffer.from(ctx.get('Authorization'));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new HttpError('unauthenticated', 'The metrics need their bearer token.', undefined, {
        'WWW-Authenticate': 'Bearer',
      });
    }
    const { contentType, body } = await endpoint.render();
    ctx.set('Cache-Control', 'no-store');
    ctx.type = contentType;
    ctx.body = body;
  });
  return router;
}
