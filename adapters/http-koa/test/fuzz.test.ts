import { Agent, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validCourse } from './support/api';
import { testWorld, type Role, type TestWorld } from './support/world';

type Method = 'post' | 'put' | 'patch' | 'delete';

interface WriteRoute {
  method: Method;
  /** Path with `:id` for routes that take one. */
  path: string;
  as: Role | null;
  /** A well-formed id for the route (so that only the body or query is malformed). */
  id?: string;
}

const WRITE_ROUTES: WriteRoute[] = [
  { method: 'post', path: '/api/v1/users', as: 'student' },
  { method: 'put', path: '/api/v1/requested/:id', as: 'student', id: 'u-student' },
  { method: 'patch', path: '/api/v1/users/admin/:id', as: 'admin', id: 'u-student' },
  {
    method: 'patch',
    path: '/api/v1/users/instructor_approved/:id',
    as: 'admin',
    id: 'u-applicant',
  },
  {
    method: 'patch',
    path: '/api/v1/users/instructor_rejected/:id',
    as: 'admin',
    id: 'u-applicant',
  },
  { method: 'patch', path: '/api/v1/courses/approved/:id', as: 'admin', id: 'c-pending' },
  { method: 'patch', path: '/api/v1/courses/rejected/:id', as: 'admin', id: 'c-pending' },
  { method: 'post', path: '/api/v1/instructor/add', as: 'instructor' },
  { method: 'delete', path: '/api/v1/instructor/classes/:id', as: 'instructor', id: 'c-pending' },
  { method: 'patch', path: '/api/v1/instructor/update/:id', as: 'instructor', id: 'c-pending' },
  { method: 'post', path: '/create-payment-intent', as: 'student' },
  { method: 'post', path: '/payments', as: 'student' },
  { method: 'patch', path: '/enroll/:id', as: 'student', id: 'c-approved' },
  { method: 'post', path: '/webhooks/stripe', as: null },
];

/** At least 1,000 malformed requests per route, split over body, query and (when it has one) id. */
function runsFor(route: WriteRoute) {
  return route.path.includes(':id')
    ? { body: 500, query: 250, param: 250 }
    : { body: 600, query: 400, param: 0 };
}

/** `{}` is the one well-formed body of the PATCH calls that take no payload. */
function isEmptyObject(text: string): boolean {
  try {
    const value = JSON.parse(text) as unknown;
    return (
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.keys(value).length === 0
    );
  } catch {
    return false;
  }
}

/** Any JSON-ish value, a valid course with one field broken, or text that is not JSON at all. */
const malformedBody = fc
  .oneof(
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc
      .record({
        key: fc.constantFrom(...Object.keys(validCourse)),
        value: fc.oneof(fc.string(), fc.double(), fc.integer(), fc.constant(null), fc.boolean()),
      })
      .map(({ key, value }) => JSON.stringify({ ...validCourse, [key]: value, unexpected: value })),
    fc.string({ maxLength: 60 }).map((text) => `{${text}`),
    fc
      .dictionary(fc.string({ maxLength: 12 }), fc.jsonValue(), { minKeys: 1 })
      .map((value) => JSON.stringify(value)),
  )
  .filter((body) => !isEmptyObject(body));

/** Ids that are not ids: empty-ish, too long, with dots, slashes, spaces, quotes or unicode. */
const malformedId = fc.oneof(
  fc.string({ minLength: 1, maxLength: 20 }).filter((text) => !/^[A-Za-z0-9_-]+$/.test(text)),
  fc.string({ minLength: 65, maxLength: 120, unit: fc.constantFrom('a', 'b', '1', '-') }),
  fc.constantFrom('..', '%00', "1' OR '1'='1", '<script>', '😀', 'a b'),
);

const malformedQuery = fc
  .dictionary(
    fc.string({ minLength: 1, maxLength: 10 }).filter((key) => /^[A-Za-z]+$/.test(key)),
    fc.string({ maxLength: 20 }),
    { minKeys: 1 },
  )
  .map((entries) => new URLSearchParams(entries).toString());

let world: TestWorld;
let server: Server;
let base: string;

beforeAll(async () => {
  world = await testWorld();
  server = world.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  agent.destroy();
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** A raw request over a kept-alive connection (thousands of them: no per-request listen). */
function send(route: WriteRoute, path: string, body: string): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, {
      agent,
      method: route.method.toUpperCase(),
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
        ...(route.as ? { Authorization: world.bearer(route.as) } : {}),
      },
    });
    req.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

function pathWith(route: WriteRoute, id = route.id ?? ''): string {
  return route.path.replace(':id', encodeURIComponent(id));
}

describe.each(WRITE_ROUTES)('fuzzing $method $path', (route) => {
  it(
    'answers only 4xx to malformed bodies, params and queries, changing nothing',
    { timeout: 120_000 },
    async () => {
      const runs = runsFor(route);
      const before = world.snapshot();
      const statuses = new Set<number>();
      const check = (status: number) => {
        statuses.add(status);
        return status >= 400 && status < 500;
      };

      await fc.assert(
        fc.asyncProperty(malformedBody, async (body) => {
          const response = await send(route, pathWith(route), body);
          // Bodies of the webhook are checked by signature, so any body is refused there.
          return check(response.status);
        }),
        { numRuns: runs.body },
      );
      await fc.assert(
        fc.asyncProperty(malformedQuery, async (query) => {
          const response = await send(route, `${pathWith(route)}?${query}`, JSON.stringify({}));
          return check(response.status);
        }),
        { numRuns: runs.query },
      );
      if (route.path.includes(':id')) {
        await fc.assert(
          fc.asyncProperty(malformedId, async (id) => {
            const response = await send(route, pathWith(route, id), JSON.stringify({}));
            return check(response.status);
          }),
          { numRuns: runs.param },
        );
      }

      expect(world.snapshot()).toBe(before);
      expect([...statuses].every((status) => status < 500)).toBe(true);
    },
  );
});
