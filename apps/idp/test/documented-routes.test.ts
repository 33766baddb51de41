import { openApiDocument } from '@classroom/http-contract/openapi';
import type Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** `METHOD /path/{}` of each layer of a router, as mounted under `prefix`. */
function served(router: Router, prefix = ''): string[] {
  return router.stack.flatMap((layer) =>
    layer.methods
      .filter((method) => method !== 'HEAD')
      .map((method) => `${method} ${prefix}${String(layer.path)}`.replace(/:[A-Za-z]+/g, '{}')),
  );
}

function documented(pattern: RegExp): string[] {
  return Object.entries(openApiDocument().paths as Record<string, object>)
    .filter(([path]) => pattern.test(path))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map(
        (method) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`,
      ),
    );
}

describe('docs/openapi.yaml, for the sign-in routers', () => {
  it("documents exactly the website's sign-in routes (/auth/*, POST /jwt)", () => {
    expect(documented(/^\/(auth|jwt)(\/|$)/).sort()).toEqual(served(server.identity.router).sort());
  });

  it("documents exactly the bundled provider's own routes", () => {
    const routers = server.idp.provider.middleware
      .map((layer) => (layer as { router?: Router }).router)
      .filter((router): router is Router => router !== undefined);
    const routes = routers.flatMap((router) => served(router, '/idp'));
    expect(routes.length).toBeGreaterThan(0);
    expect(documented(/^\/idp\//).sort()).toEqual(routes.sort());
  });
});
