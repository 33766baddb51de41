import type { IncomingMessage, ServerResponse } from 'node:http';
import { listen, type RunningServer } from './http-server';
import type { Metrics } from './metrics';

/**
 * METRICS_PORT: a listener of its own that answers GET /metrics without a token, for a
 * scraper on a private network. Publish this port nowhere else.
 */
export function listenMetrics(
  metrics: Metrics,
  port: number,
  host: string,
): Promise<RunningServer> {
  return listen(
    (request: IncomingMessage, response: ServerResponse) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404).end();
        return;
      }
      metrics.render().then(
        ({ contentType, body }) =>
          response.writeHead(200, { 'Content-Type': contentType }).end(body),
        () => response.writeHead(500).end(),
      );
    },
    port,
    host,
  );
}
