import { describe, expect, it } from 'vitest';
import { routeTable } from '../src/create-app';
import { normalisePath, openapi } from './support/openapi';
import { testWorld } from './support/world';

/** Routes of the routers other packages mount (identity, the bundled provider, test payments). */
const MOUNTED = /^(GET|POST) \/(auth|jwt|idp|test-processor)(\/|$)/;

describe('docs/openapi.yaml', () => {
  it('describes exactly the routes the application serves itself', async () => {
    const world = await testWorld();
    const served = routeTable({
      useCases: world.useCases,
      mail: world.mail,
      media: world.media,
      certification: world.certification,
      authenticate: async () => null,
      idempotencyKeys: world.store.idempotencyKeys,
      publicConfig: {
        payments: { mode: 'test' },
        googleEnabled: false,
        schoolName: 'GS Classroom',
        refunds: { windowDays: 30 },
      },
    })
      .map(({ method, path }) => `${method} ${normalisePath(path)}`)
      .sort();
    const documented = Object.entries(openapi.paths)
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${normalisePath(path)}`),
      )
      .filter((route) => !MOUNTED.test(route))
      .sort();
    expect(documented).toEqual(served);
  });
});
