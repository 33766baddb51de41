import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MediaRequestHandler } from '../src/index';

/** A plain HTTP server answering the store's signed addresses, as the product's server does. */
export async function mediaServer(handle: MediaRequestHandler) {
  const server: Server = createServer((req, res) => {
    void handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    fetch: (url: string, init?: RequestInit) => fetch(new URL(url, origin), init),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
