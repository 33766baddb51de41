import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { StoreUnavailableError } from '@classroom/core';
import { pino } from 'pino';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { LimiterFactory } from '../src/index';
import { testAuthenticate, testWorld } from './support/world';

describe('health and readiness', () => {
  it('answers /healthz and /readyz, 503 when the database does not answer', async () => {
    const ready = await testWorld();
    expect((await request(ready.server).get('/healthz')).body).toEqual({ status: 'ok' });
    const down = await testWorld({ isReady: async () => false });
    const response = await request(down.server).get('/readyz');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ status: 'unavailable' });
  });
});

describe('error mapping', () => {
  it('answers unknown routes and wrong methods in JSON', async () => {
    const world = await testWorld();
    const missing = await request(world.server).get('/api/v1/nothing');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found');
    const wrongMethod = await request(world.server).delete('/api/v1/feedbacks');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.body.error.code).toBe('method_not_allowed');
  });

  it("says in Allow which methods a 405's path takes, or a page's where no route has it", async () => {
    const world = await testWorld();
    const wrongMethod = await request(world.server).delete('/api/v1/feedbacks');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.allow).toBe('HEAD, GET');
    const unknownMethod = await request(world.server).propfind('/api/v1/admin/payouts');
    expect(unknownMethod.status).toBe(405);
    expect(unknownMethod.headers.allow.split(', ').sort()).toEqual(['GET', 'HEAD', 'POST']);
    const page = await request(world.server).propfind('/no-such-page');
    expect(page.status).toBe(405);
    expect(page.headers.allow).toBe('GET, HEAD');
  });

  it('logs an unexpected failure and answers a bare 500', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const world = await testWorld({ logger });
    world.useCases.listFeedback.execute = async () => {
      throw new Error('disk on fire at secret.ts:12');
    };
    const response = await request(world.server).get('/api/v1/feedbacks');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({
      error: { code: 'internal_error', message: 'Something went wrong on our side.' },
    });
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const failure = logged.find((line) => line.msg === 'request failed');
    expect(failure?.requestId).toBe(response.headers['x-request-id']);
    expect(JSON.stringify(failure)).toContain('disk on fire');
  });

  it("logs each request with its route pattern and the actor's id, never an e-mail", async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const world = await testWorld({
      logger,
      authenticate: async (ctx) => {
        const actor = await testAuthenticate(ctx);
        return actor && { ...actor, userId: 'u-student' };
      },
    });
    const email = 'student@classroom.test';
    await request(world.server)
      .get(`/api/v1/users/${encodeURIComponent(email)}`)
      .set('Authorization', world.bearer('student'));
    await request(world.server).get(`/dashboard/students/${email}`);
    const requests = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'request');
    expect(requests).toEqual([
      expect.objectContaining({ path: '/api/v1/users/:email', status: 200, actor: 'u-student' }),
      expect.objectContaining({ path: '/dashboard/students/:redacted' }),
    ]);
    expect(lines.join('\n')).not.toContain('student@');
    expect(lines.join('\n')).not.toContain('student%40');
  });

  it('answers 503 when the store is unavailable or too slow', async () => {
    const world = await testWorld({ requestTimeoutMs: 200 });
    // What a persistence adapter makes of a refused connection: no driver code reaches here.
    world.useCases.listFeedback.execute = async () => {
      throw new StoreUnavailableError({ cause: new Error('connect ECONNREFUSED 127.0.0.1:3306') });
    };
    const refused = await request(world.server).get('/api/v1/feedbacks');
    expect(refused.status).toBe(503);
    expect(refused.body.error.code).toBe('service_unavailable');
    world.useCases.getPlatformStats.execute = () => new Promise(() => undefined);
    const started = Date.now();
    const hung = await request(world.server).get('/api/v1/stats');
    expect(hung.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('hardening', () => {
  it('sends security headers, with Stripe in the CSP only when configured', async () => {
    const plain = await request((await testWorld()).server).get('/healthz');
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers['x-frame-options']).toBe('DENY');
    expect(plain.headers['content-security-policy']).toContain("default-src 'self'");
    expect(plain.headers['content-security-policy']).not.toContain('stripe');
    const stripe = await request((await testWorld({ security: { stripe: true } })).server).get(
      '/healthz',
    );
    expect(stripe.headers['content-security-policy']).toContain('https://js.stripe.com');
  });

  it('allows CORS for configured origins only', async () => {
    const world = await testWorld({ corsOrigins: ['app://gs-classroom'] });
    const allowed = await request(world.server)
      .get('/api/v1/feedbacks')
      .set('Origin', 'app://gs-classroom');
    expect(allowed.headers['access-control-allow-origin']).toBe('app://gs-classroom');
    expect(allowed.headers['access-control-expose-headers']).toContain('X-Total-Count');
    const other = await request(world.server)
      .get('/api/v1/feedbacks')
      .set('Origin', 'https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps a sane request id and replaces an odd one', async () => {
    const world = await testWorld();
    const kept = await request(world.server).get('/healthz').set('X-Request-Id', 'abc-123');
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const replaced = await request(world.server).get('/healthz').set('X-Request-Id', 'a b<script>');
    expect(replaced.headers['x-request-id']).not.toContain('<');
  });

  it('never logs tokens, cookies or bodies', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'trace' }, { write: (line: string) => lines.push(line) });
    const world = await testWorld({ logger });
    await request(world.server)
      .post('/api/v1/users')
      .set('Authorization', 'Bearer test:student@classroom.test')
      .set('Cookie', 'session=very-secret-cookie')
      .send({
        displayName: 'Sam',
        photoURL: '/x.svg',
        email: 'student@classroom.test',
        title: 'p4ssw0rd',
      });
    const all = lines.join('\n');
    expect(all).toContain('"path":"/api/v1/users"');
    expect(all).not.toContain('very-secret-cookie');
    expect(all).not.toContain('test:student');
    expect(all).not.toContain('p4ssw0rd');
  });

  it('rate-limits search, payments and sign-in per client', async () => {
    const world = await testWorld({
      rateLimits: {
        search: { max: 3, windowMs: 60_000 },
        payment: { max: 2, windowMs: 60_000 },
        signIn: { max: 1, windowMs: 60_000 },
      },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await request(world.server).get('/api/v1/all-courses?search=x')).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await request(world.server).get('/api/v1/all-courses');
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.body.error.code).toBe('rate_limited');
    const payments: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      payments.push((await request(world.server).post('/payments').send({})).status);
    }
    expect(payments).toEqual([401, 401, 429]);
    const signIn = [
      (await request(world.server).post('/jwt').send({})).status,
      (await request(world.server).post('/jwt').send({})).status,
    ];
    expect(signIn[1]).toBe(429);
  });

  it('tells a client its limit and what is left of it (IETF RateLimit, RateLimit-Policy)', async () => {
    const world = await testWorld({ rateLimits: { search: { max: 2, windowMs: 60_000 } } });
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(await request(world.server).get('/api/v1/all-courses'));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429]);
    for (const answer of answers) {
      expect(answer.headers['ratelimit-policy']).toBe('"search";q=2;w=60');
    }
    expect(answers.map((answer) => answer.headers.ratelimit)).toEqual([
      expect.stringMatching(/^"search";r=1;t=(60|59)$/),
      expect.stringMatching(/^"search";r=0;t=(60|59)$/),
      expect.stringMatching(/^"search";r=0;t=\d+$/),
    ]);
    // Routes under no limit say nothing of one.
    expect((await request(world.server).get('/api/v1/stats')).headers.ratelimit).toBeUndefined();
  });

  it('sends a limited sign-in navigation to the sign-in screen, not to raw JSON', async () => {
    const world = await testWorld({ rateLimits: { signIn: { max: 1, windowMs: 60_000 } } });
    await request(world.server).get('/auth/login');
    const limited = await request(world.server).get('/auth/login?provider=email');
    expect(limited.status).toBe(302);
    expect(limited.headers.location).toBe('/login?error=rate_limited');
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    const signUp = await request(world.server).get('/auth/login?provider=email&screen=register');
    expect(signUp.headers.location).toBe('/register?error=rate_limited');
    const form = await request(world.server).post('/idp/password/forgot').send({});
    expect(form.status).toBe(429);
    expect(form.body.error.code).toBe('rate_limited');
  });

  it('answers any other limited page navigation with a readable page, API clients with JSON', async () => {
    const world = await testWorld({
      rateLimits: { search: { max: 1, windowMs: 60_000 } },
      publicConfig: {
        payments: { mode: 'test' },
        googleEnabled: false,
        schoolName: 'Riverside Community School',
        refunds: { windowDays: 30 },
      },
    });
    await request(world.server).get('/api/v1/all-courses');
    const page = await request(world.server)
      .get('/api/v1/all-courses?search=x')
      .set('Accept', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8');
    expect(page.status).toBe(429);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['retry-after']).toMatch(/^\d+$/);
    expect(page.text).toContain('<title>Too many requests | Riverside Community School</title>');
    expect(page.text).toMatch(/Please wait \d+ (second|minute)s?, then try again\./);
    expect(page.text).not.toContain('rate_limited');
    const api = await request(world.server)
      .get('/api/v1/all-courses')
      .set('Accept', 'application/json');
    expect(api.status).toBe(429);
    expect(api.body.error.code).toBe('rate_limited');
  });
});

describe('where the limits count', () => {
  // No identity router is mounted here: a sign-in that passes the limiter answers 404.
  const signInTwice = async (first: Awaited<ReturnType<typeof testWorld>>, second = first) => [
    (await request(first.server).post('/jwt').send({})).status,
    (await request(second.server).post('/jwt').send({})).status,
  ];

  it('counts in the store the server gives, so two apps on it share one limit', async () => {
    const shared = new Map<string, RateLimiterMemory>();
    const limiters: LimiterFactory = (options) => {
      if (!shared.has(options.keyPrefix)) {
        shared.set(options.keyPrefix, new RateLimiterMemory(options));
      }
      return shared.get(options.keyPrefix)!;
    };
    const rateLimits = { signIn: { max: 1, windowMs: 60_000 } };
    const [one, other] = [
      await testWorld({ rateLimits, limiters }),
      await testWorld({ rateLimits, limiters }),
    ];
    expect(await signInTwice(one, other)).toEqual([404, 429]);
  });

  it('lets requests through when the limiter fails, rather than failing them', async () => {
    const broken: LimiterFactory = (options) => {
      const limiter = new RateLimiterMemory(options);
      limiter.consume = () => Promise.reject(new Error('store gone'));
      return limiter;
    };
    const world = await testWorld({
      rateLimits: { signIn: { max: 1, windowMs: 60_000 } },
      limiters: broken,
    });
    expect(await signInTwice(world)).toEqual([404, 404]);
  });
});

describe('client address behind proxies', () => {
  const searches = (world: Awaited<ReturnType<typeof testWorld>>, forwardedFor: string) =>
    request(world.server).get('/api/v1/all-courses?search=x').set('X-Forwarded-For', forwardedFor);

  it('takes the address the trusted proxy wrote, whatever the client put before it', async () => {
    const world = await testWorld({
      trustProxy: 1,
      rateLimits: { search: { max: 3, windowMs: 60_000 } },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      // One client at 203.0.113.7 claims a new address each time; the proxy appends the real one.
      statuses.push((await searches(world, `10.0.0.${i}, 203.0.113.7`)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await searches(world, '203.0.113.7, 198.51.100.1')).status).toBe(200);
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const world = await testWorld({ rateLimits: { search: { max: 2, windowMs: 60_000 } } });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await searches(world, `10.0.0.${i}`)).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe('website hosting', () => {
  function site() {
    const root = mkdtempSync(path.join(tmpdir(), 'web-'));
    writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><title>GS Classroom</title>'.padEnd(3000, ' '),
    );
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'assets', 'app-1a2b3c.js'), 'console.log(1);'.repeat(200));
    writeFileSync(path.join(root, 'favicon.svg'), '<svg/>');
    return root;
  }

  it('serves hashed assets immutable, pages through index.html, compressed', async () => {
    const world = await testWorld({ webRoot: site() });
    const asset = await request(world.server)
      .get('/assets/app-1a2b3c.js')
      .set('Accept-Encoding', 'gzip');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('max-age=31536000,immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    const page = await request(world.server).get('/course/123').set('Accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.text).toContain('GS Classroom');
    expect(page.headers['cache-control']).toBe('no-cache');
    const home = await request(world.server).get('/');
    expect(home.text).toContain('GS Classroom');
  });

  it('serves pages from memory, and the new index.html once the website is rebuilt', async () => {
    const root = site();
    const world = await testWorld({ webRoot: root });
    expect((await request(world.server).get('/all-courses')).text).toContain('GS Classroom');
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Rebuilt</title>');
    const page = await request(world.server).get('/all-courses');
    expect(page.text).toBe('<!doctype html><title>Rebuilt</title>');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('answers 404 for a missing file and keeps API paths out of the fallback', async () => {
    const world = await testWorld({ webRoot: site() });
    expect((await request(world.server).get('/assets/missing.js')).status).toBe(404);
    const api = await request(world.server).get('/api/v1/unknown').set('Accept', 'text/html');
    expect(api.status).toBe(404);
    expect(api.body.error.code).toBe('not_found');
    const escape = await request(world.server).get('/%2e%2e/%2e%2e/etc/passwd');
    expect(escape.text).not.toContain('root:');
  });
});

describe('public list cache', () => {
  it('answers a burst of the same list with one query, and queries again after the TTL', async () => {
    const world = await testWorld({ publicCacheTtlMs: 200 });
    let calls = 0;
    const original = world.useCases.listFeedback.execute.bind(world.useCases.listFeedback);
    world.useCases.listFeedback.execute = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return original();
    };
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => request(world.server).get('/api/v1/feedbacks')),
    );
    expect(burst.every((response) => response.status === 200)).toBe(true);
    expect(new Set(burst.map((response) => response.text)).size).toBe(1);
    expect(calls).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 250));
    await request(world.server).get('/api/v1/feedbacks');
    expect(calls).toBe(2);
  });

  it('while one request refreshes an expired list, the others get the previous answer at once', async () => {
    const world = await testWorld({ publicCacheTtlMs: 100 });
    let calls = 0;
    const original = world.useCases.listFeedback.execute.bind(world.useCases.listFeedback);
    world.useCases.listFeedback.execute = async () => {
      calls += 1;
      if (calls > 1) await new Promise((resolve) => setTimeout(resolve, 1_000));
      return original();
    };
    await request(world.server).get('/api/v1/feedbacks');
    await new Promise((resolve) => setTimeout(resolve, 150));
    const refresh = request(world.server)
      .get('/api/v1/feedbacks')
      .then((response) => response);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    const others = await Promise.all(
      Array.from({ length: 5 }, () => request(world.server).get('/api/v1/feedbacks')),
    );
    expect(Date.now() - started).toBeLessThan(600);
    expect(others.every((response) => response.status === 200)).toBe(true);
    expect((await refresh).status).toBe(200);
    expect(calls).toBe(2);
  });

  it('keeps the total header and never caches a refusal', async () => {
    const world = await testWorld({ publicCacheTtlMs: 60_000 });
    const first = await request(world.server).get('/api/v1/courses?status=1');
    const second = await request(world.server).get('/api/v1/courses?status=1');
    expect(second.headers['x-total-count']).toBe(first.headers['x-total-count']);
    expect((await request(world.server).get('/api/v1/courses?limit=0')).status).toBe(400);
    expect((await request(world.server).get('/api/v1/courses?limit=0')).status).toBe(400);
  });
});
