import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RunningServer {
  server: Server;
  port: number;
  /**
   * Stops accepting connections, lets requests in flight finish, closes idle keep-alive
   * connections, and after `graceMs` cuts whatever is left. Resolves when the server is closed.
   */
  stop(graceMs: number): Promise<void>;
  /** Requests being answered right now. */
  inFlight(): number;
}

export async function listen(
  handler: Parameters<typeof createServer>[1],
  port: number,
  host: string,
): Promise<RunningServer> {
  let active = 0;
  const server = createServer((req, res) => {
    active += 1;
    res.once('close', () => {
      active -= 1;
    });
    handler!(req, res);
  });
  // Slow or idle clients must not hold the process open forever.
  server.requestTimeout = 30_000;
  server.headersTimeout = 15_000;
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    inFlight: () => active,
    stop(graceMs) {
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => server.closeAllConnections(), graceMs);
        timer.unref();
        server.close(() => {
          clearTimeout(timer);
          resolve();
        });
        // Keep-alive connections with no request in flight would otherwise wait for their timeout.
        server.closeIdleConnections();
        const sweep = setInterval(() => server.closeIdleConnections(), 100);
        sweep.unref();
        server.once('close', () => clearInterval(sweep));
      });
    },
  };
}
