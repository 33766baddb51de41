import { Agent, request } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openApiDocument } from '@classroom/http-contract/openapi';
import { AccessTokens, deriveKeys } from '@classroom/identity-oidc';
import { createDatabase } from '@classroom/persistence-knex';
import fc from 'fast-check';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config/config';
import { DEMO_ACCOUNTS } from '../src/demo/demo-users';
import { startServer, type StartedServer } from '../src/server';
import { freePort } from './support/free-port';

/**
 * 10,000 hostile requests over every route of the real server (the API, identity, the bundled
 * provider's forms, the test processor, the webhook): malformed bodies, queries and path
 * parameters, hostile Accept-Encoding values, methods no route knows, and bodies shorter or
 * longer than their Content-Length on raw sockets. Not one may answer 500 or more, and the
 * store must be left as it was.
 */

const SECRET = 'fuzz-session-secret-that-is-long-enough-0123456789';
const TOTAL = 10_000;
const CONCURRENCY = 8;

interface Route {
  method: string;
  /** OpenAPI template, e.g. /api/v1/users/{email}. */
  template: string;
  params: string[];
  hasBody: boolean;
  /** Callers who may reach the route's input checks. */
  signedIn: boolean;
}

const routes: Route[] = Object.entries(
  openApiDocument().paths as Record<
    string,
    Record<string, { security?: unknown[]; requestBody?: unknown }>
  >,
).flatMap(([template, operations]) =>
  Object.entries(operations).map(([method, operation]) => ({
    method: method.toUpperCase(),
    template,
    params: [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!),
    hasBody: operation.requestBody !== undefined,
    // Signing out as someone ends their sessions: a real write, not a refusal.
    signedIn: operation.security === undefined && template !== '/auth/logout',
  })),
);

const ROLES = ['admin', 'instructor', 'applicant', 'student'] as const;

let server: StartedServer;
let base: URL;
let file: string;
let tokens: Record<(typeof ROLES)[number], string>;
let ids: { course: string; user: string };
const agents = Array.from(
  { length: CONCURRENCY },
  () => new Agent({ keepAlive: true, maxSockets: 1 }),
);

async function storeDump(): Promise<string> {
  const database = await createDatabase(`sqlite:${file}`);
  try {
    const tables = (await database
      .knex('sqlite_master')
      .where({ type: 'table' })
      .whereNot('name', 'like', 'sqlite_%')
      .orderBy('name')
      .pluck('name')) as string[];
    const dump: Record<string, unknown[]> = {};
    for (const table of tables) {
      const rows = (await database.knex(table).select('*')) as unknown[];
      dump[table] = rows.map((row) => JSON.stringify(row)).sort();
    }
    return JSON.stringify(dump);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  const port = await freePort();
  const varDir = mkdtempSync(path.join(tmpdir(), 'classroom-fuzz-'));
  file = path.join(varDir, 'classroom.sqlite');
  const config = parseConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    VAR_DIR: varDir,
    DATABASE_URL: `sqlite:${file}`,
    SESSION_SECRET: SECRET,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'silent',
  });
  server = await startServer(config, pino({ level: 'silent' }), { rateLimits: false });
  base = new URL(config.publicUrl);
  // The product's own bearer tokens, as POST /jwt issues them to the demo people.
  const issuer = new AccessTokens({
    keys: deriveKeys([SECRET], 'access-token'),
    issuer: config.publicUrl,
    audience: `${config.publicUrl}/api`,
  });
  tokens = Object.fromEntries(
    await Promise.all(
      ROLES.map(async (role) => [role, (await issuer.issue(DEMO_ACCOUNTS[role])).token]),
    ),
  ) as typeof tokens;
  const database = await createDatabase(`sqlite:${file}`);
  ids = {
    course: (await database.knex('courses').first('id')).id as string,
    user: (await database.knex('users').where({ email: DEMO_ACCOUNTS.student }).first('id'))
      .id as string,
  };
  await database.close();
}, 120_000);

afterAll(async () => {
  for (const agent of agents) agent.destroy();
  await server?.stop();
});

interface Sent {
  method: string;
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

/** One request over a kept-alive connection of one of the agents. */
function send(slot: number, req: Sent): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(new URL(req.path, base), {
      agent: agents[slot % CONCURRENCY],
      method: req.method,
      headers: {
        ...(req.body !== undefined
          ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(req.body) }
          : {}),
        ...req.headers,
      },
    });
    outgoing.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    outgoing.on('error', reject);
    outgoing.end(req.body);
  });
}

/** A raw request whose Content-Length lies; `hangUp` ends the client's side after writing. */
function sendLying(req: Sent & { declared: number; hangUp: boolean }): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(base.port), base.hostname, () => {
      const head = [
        `${req.method} ${req.path} HTTP/1.1`,
        `Host: ${base.host}`,
        'Content-Type: application/json',
        `Content-Length: ${req.declared}`,
        ...Object.entries(req.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
      ];
      socket.write(`${head.join('\r\n')}\r\n\r\n${req.body ?? ''}`);
      if (req.hangUp) socket.end();
    });
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      answer += chunk;
      if (/\r\n\r\n/.test(answer)) {
        socket.destroy();
        resolve(Number(answer.split(' ')[1]));
      }
    });
    socket.on('error', reject);
    socket.setTimeout(5_000, () => reject(new Error(`no answer to ${req.method} ${req.path}`)));
  });
}

/** Ids that are not ids: with dots, slashes, spaces, quotes, unicode, too long. */
const malformedSegment = fc.oneof(
  fc.string({ minLength: 1, maxLength: 20 }),
  fc.string({ minLength: 65, maxLength: 300, unit: fc.constantFrom('a', '1', '-', '@', '.') }),
  fc.constantFrom('..', '%00', "1' OR '1'='1", '<script>', '😀', 'a b', '%E0%A4%A', '%'),
);

const malformedQuery = fc
  .dictionary(
    fc.string({ minLength: 1, maxLength: 10 }).filter((key) => /^[A-Za-z_]+$/.test(key)),
    fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('-1', '0', '1e9', '999999999999', '%')),
    { minKeys: 1 },
  )
  .map((entries) => new URLSearchParams(entries).toString());

const malformedBody = fc
  .oneof(
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc
      .dictionary(fc.string({ maxLength: 12 }), fc.jsonValue(), { minKeys: 1 })
      .map((value) => JSON.stringify(value)),
    fc.string({ maxLength: 60 }).map((text) => `{${text}`),
    fc.constantFrom('{"email":"a@b.c","password":"x".repeat}', '[]', 'null', '"text"'),
  )
  .filter((body) => !isEmptyObject(body));

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

/** Accept-Encoding values a client should not send, and some it may. */
const hostileEncoding = fc.oneof(
  fc.constantFrom(
    'identity;q=0',
    '*;q=0',
    'identity;q=0, *;q=0',
    'gzip;q=abc',
    'br;q=2, gzip;q=-1',
    ',,,;;;',
    'compress',
    'x-gzip, identity;q=0',
    'gzip;q=0, br;q=0, deflate;q=0, identity;q=0',
  ),
  fc.string({
    maxLength: 80,
    unit: fc.constantFrom('g', 'z', 'i', 'p', ';', 'q', '=', ',', '*', ' ', '0', '.'),
  }),
);

/** Methods no route answers: ones Node parses, and ones it does not. */
const strangeMethod = fc.constantFrom(
  'PROPFIND',
  'PROPPATCH',
  'MKCOL',
  'COPY',
  'MOVE',
  'LOCK',
  'UNLOCK',
  'SEARCH',
  'PURGE',
  'REPORT',
  'MERGE',
  'NOTIFY',
  'SUBSCRIBE',
  'LINK',
  'TRACE',
  'QUERY',
  'BREW',
);

function pathOf(route: Route, segment?: string, query?: string): string {
  const filled = route.template.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(
      segment ??
        (name === 'email' ? DEMO_ACCOUNTS.student : name === 'key' ? ids.user : ids.course),
    ),
  );
  return query ? `${filled}?${query}` : filled;
}

function authFor(route: Route, pick: number): Record<string, string> {
  if (!route.signedIn) return {};
  return { Authorization: `Bearer ${tokens[ROLES[pick % ROLES.length]!]}` };
}

/** One hostile request for a route, drawn from every kind above. */
function hostileRequest(route: Route): fc.Arbitrary<Sent> {
  const kinds: fc.Arbitrary<Sent>[] = [
    fc.tuple(malformedQuery, fc.nat()).map(([query, pick]) => ({
      method: route.method,
      path: pathOf(route, undefined, query),
      headers: authFor(route, pick),
      body: route.hasBody ? '{}' : undefined,
    })),
    // A read as it is; a write made invalid (an unknown field), so that it changes nothing.
    fc.tuple(hostileEncoding, fc.nat()).map(([encoding, pick]) => ({
      method: route.method,
      path: pathOf(route, undefined, route.method === 'GET' ? undefined : 'unexpected=1'),
      headers: { ...authFor(route, pick), 'Accept-Encoding': encoding },
      body: route.method === 'GET' ? undefined : '{"unexpected":true}',
    })),
    fc.tuple(strangeMethod, fc.nat()).map(([method, pick]) => ({
      method,
      path: pathOf(route),
      headers: authFor(route, pick),
    })),
  ];
  if (route.hasBody) {
    kinds.push(
      fc.tuple(malformedBody, fc.nat()).map(([body, pick]) => ({
        method: route.method,
        path: pathOf(route),
        headers: authFor(route, pick),
        body,
      })),
    );
  }
  if (route.params.length > 0) {
    kinds.push(
      fc.tuple(malformedSegment, fc.nat()).map(([segment, pick]) => ({
        method: route.method,
        path: pathOf(route, segment),
        headers: authFor(route, pick),
        body: route.hasBody ? '{}' : undefined,
      })),
    );
  }
  return fc.oneof(...kinds);
}

describe('fuzzing every route of the real server', () => {
  it(
    `answers ${TOTAL.toLocaleString('en')} hostile requests without one 500, changing nothing`,
    { timeout: 300_000 },
    async () => {
      const before = await storeDump();
      const statuses = new Map<number, number>();
      const failures: string[] = [];
      const note = (req: Sent, status: number) => {
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500 || status === 0) failures.push(`${status} ${req.method} ${req.path}`);
      };

      // Bodies that lie about their length, on raw sockets: some end short and hang up, some
      // end short and wait (the stall answers them), some send more than they declare.
      const lying = routes
        .filter((route) => route.hasBody)
        .flatMap((route, index) =>
          [0, 1, 2, 3].map((variant) => {
            const body = JSON.stringify({ email: DEMO_ACCOUNTS.student, padding: 'x'.repeat(40) });
            return {
              method: route.method,
              path: pathOf(route),
              headers: authFor(route, index + variant),
              body,
              declared: variant === 3 ? 4 : body.length + 1 + variant * 100,
              hangUp: variant === 0,
            };
          }),
        );
      const lyingStatuses = await Promise.all(lying.map((req) => sendLying(req)));
      lying.forEach((req, index) => note(req, lyingStatuses[index]!));

      // The rest: fuzzed requests spread evenly over every route, a few connections at once.
      const perRoute = Math.ceil((TOTAL - lying.length) / routes.length);
      const planned = routes.flatMap((route, index) =>
        fc.sample(hostileRequest(route), { numRuns: perRoute, seed: 1_000 + index }),
      );
      const batch = planned.slice(0, TOTAL - lying.length);
      let next = 0;
      await Promise.all(
        agents.map(async (_agent, slot) => {
          while (next < batch.length) {
            const req = batch[next++]!;
            note(req, await send(slot, req));
          }
        }),
      );

      const answered = [...statuses.values()].reduce((sum, count) => sum + count, 0);
      expect(answered).toBe(TOTAL);
      expect(failures).toEqual([]);
      expect(await storeDump()).toBe(before);
      // Every kind of refusal was met, not only one: the inputs reach the checks.
      for (const status of [400, 401, 404, 405])
        expect(statuses.get(status) ?? 0).toBeGreaterThan(0);
    },
  );
});
