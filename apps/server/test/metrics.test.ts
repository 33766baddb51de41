import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config/config';
import { startServer, type StartedServer } from '../src/server';
import { bearer, INSTRUCTOR, tusUpload } from './media/tus-client';
import { Browser } from './support/browser';
import { freePort } from './support/free-port';
import { successCardConfirmation } from './support/test-card';
import { startTestServer } from './support/test-server';

const TOKEN = 'metrics-token-metrics-token';

interface Family {
  name: string;
  type: string;
  metrics: { labels?: Record<string, string>; value?: string; count?: string }[];
}

let server: Awaited<ReturnType<typeof startTestServer>>;
let metricsPort: number;

beforeAll(async () => {
  metricsPort = await freePort();
  server = await startTestServer({ METRICS_TOKEN: TOKEN, METRICS_PORT: String(metricsPort) });
});
afterAll(() => server.stop());

const student = { Authorization: 'Bearer test:student@classroom.test' };

async function json(path: string, body: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { ...student, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

/** Buys the course with the test card; answers the confirmation's status. */
async function buy(courseId: string): Promise<number> {
  const intent = await json('/create-payment-intent', { courseId });
  expect(intent.status).toBe(200);
  const confirmed = await json(
    `/test-processor/payment_intents/${intent.body.intentId}/confirm`,
    successCardConfirmation(intent.body.clientSecret!),
  );
  expect(confirmed.status).toBe(200);
  return (await json('/payments', { transactionId: intent.body.intentId, courseId })).status;
}

/** The metrics as the parser reads them (it throws on a malformed line), and as text. */
async function scrape(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  const text = await response.text();
  return { families: parsePrometheusTextFormat(text) as Family[], text };
}

/**
 * A labelled histogram's counts. The parser folds a histogram's series into one sample without
 * labels, so its `_count` series is read on its own, as the counter it is.
 */
function histogramCounts(text: string, name: string): Family['metrics'] {
  const lines = text.split('\n').filter((line) => line.startsWith(`${name}_count{`));
  const [counts] = parsePrometheusTextFormat(
    [`# TYPE ${name}_count counter`, ...lines, ''].join('\n'),
  ) as Family[];
  return counts!.metrics;
}

const family = (families: Family[], name: string) => families.find((f) => f.name === name);

/**
 * Checks that the server's request counts (as `route method status`) include `expected`, that
 * none was counted as the website, and that `secret` (an id in the URLs) is in no label.
 */
async function expectRoutesCounted(url: string, expected: string[], secret: string) {
  const { text } = await scrape(`${url}/metrics`, { Authorization: `Bearer ${TOKEN}` });
  const routes = histogramCounts(text, 'http_request_duration_seconds').map(
    (metric) => `${metric.labels!.route} ${metric.labels!.method} ${metric.labels!.status}`,
  );
  expect(routes).toEqual(expect.arrayContaining(expected));
  expect(routes.filter((route) => route.startsWith('(website)'))).toEqual([]);
  expect(text).not.toContain(secret);
}

/** A whole 1 x 1 PNG. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010804000000b51c0c02' +
    '0000000b4944415478da6364600000000600023081d02f0000000049454e44ae426082',
  'hex',
);

describe('GET /metrics', () => {
  it('needs its bearer token on the main port', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${server.url}/metrics`, {
      headers: { Authorization: 'Bearer not-the-token-at-all' },
    });
    expect(wrong.status).toBe(401);
  });

  it('counts requests by route pattern, the pool, the event loop and payments by outcome', async () => {
    const courses = (await (await fetch(`${server.url}/api/v1/courses?limit=2`)).json()) as {
      _id: string;
    }[];
    const [first, second] = courses.map((course) => course._id);
    for (const id of [first, second]) {
      const page = await fetch(`${server.url}/api/v1/course/payment/${id}`, { headers: student });
      expect(page.status).toBe(200);
    }
    // The test processor's event recorded it: the page's first report is answered 201 all the same.
    expect(await buy(first!)).toBe(201);
    const forged = await json('/payments', { transactionId: 'pi_forged', courseId: second });
    expect(forged.status).toBe(422);

    const { families, text } = await scrape(`${server.url}/metrics`, {
      Authorization: `Bearer ${TOKEN}`,
    });

    expect(family(families, 'http_request_duration_seconds')?.type).toBe('HISTOGRAM');
    const requests = histogramCounts(text, 'http_request_duration_seconds');
    const coursePage = requests.find(
      (metric) => metric.labels?.route === '/api/v1/course/payment/:id',
    );
    expect(coursePage?.labels).toMatchObject({ method: 'GET', status: '200' });
    expect(Number(coursePage?.value)).toBe(2);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET"');
    // Labels name routes, never URLs: the ids asked for appear nowhere.
    expect(text).not.toContain(first!);

    const pool = family(families, 'db_pool_connections')!;
    expect(pool.metrics.map((metric) => metric.labels?.state).sort()).toEqual([
      'free',
      'pending',
      'used',
    ]);
    expect(family(families, 'nodejs_eventloop_lag_seconds')).toBeDefined();

    // The purchase left a receipt and a welcome in the outbox (queued, or kept: no SMTP here).
    const outbox = family(families, 'classroom_outbox_messages')!;
    const byStatus = Object.fromEntries(
      outbox.metrics.map((metric) => [metric.labels?.status, Number(metric.value)]),
    );
    expect(Object.keys(byStatus).sort()).toEqual(['failed', 'kept', 'queued', 'sent']);
    expect(byStatus.queued! + byStatus.kept!).toBeGreaterThanOrEqual(2);

    const payments = family(families, 'classroom_payments_total')!;
    const count = (operation: string, outcome: string) =>
      Number(
        payments.metrics.find(
          (metric) => metric.labels?.operation === operation && metric.labels?.outcome === outcome,
        )?.value ?? 0,
      );
    // The client's confirmation and the test processor's event race: either may enrol.
    expect(count('confirm', 'enrolled') + count('confirm', 'already_recorded')).toBe(1);
    expect(count('confirm', 'payment_not_verified')).toBe(1);
  });

  it('answers without a token on METRICS_PORT, which serves nothing else', async () => {
    const { families } = await scrape(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(family(families, 'http_request_duration_seconds')).toBeDefined();
    expect((await fetch(`http://127.0.0.1:${metricsPort}/api/v1/courses`)).status).toBe(404);
  });
});

describe('GET /metrics labels routes served outside the API routers by their patterns', () => {
  it('counts uploads and signed media by their patterns, never their ids', async () => {
    const { assetId } = await tusUpload(server.url, PNG, { filename: 'dot.png', kind: 'image' })
      .done;
    const head = await fetch(`${server.url}/api/v1/uploads/${assetId}`, {
      method: 'HEAD',
      headers: { ...bearer(INSTRUCTOR), 'Tus-Resumable': '1.0.0' },
    });
    expect(head.status).toBe(200);

    // A demo lesson's video, through the signed address the player gets.
    const courses = (await (await fetch(`${server.url}/api/v1/courses?limit=60`)).json()) as {
      _id: string;
      instructorEmail: string;
    }[];
    const own = courses.find((course) => course.instructorEmail === INSTRUCTOR)!;
    const outline = (await (
      await fetch(`${server.url}/api/v1/learn/${own._id}`, { headers: bearer(INSTRUCTOR) })
    ).json()) as { sections: { lessons: { _id: string; kind: string }[] }[] };
    const video = outline.sections
      .flatMap((section) => section.lessons)
      .find((lesson) => lesson.kind === 'video')!;
    const media = (await (
      await fetch(`${server.url}/api/v1/learn/${own._id}/lessons/${video._id}/media`, {
        headers: bearer(INSTRUCTOR),
      })
    ).json()) as { url: string };
    expect(media.url).toMatch(/^\/media\/signed\//);
    const part = await fetch(new URL(media.url, server.url), { headers: { Range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    await part.arrayBuffer();

    await expectRoutesCounted(
      server.url,
      [
        '/api/v1/uploads POST 201',
        '/api/v1/uploads/:id PATCH 204',
        '/api/v1/uploads/:id HEAD 200',
        '/media/signed/* GET 206',
      ],
      assetId,
    );
  });
});

describe('GET /metrics with the bundled sign-in provider', () => {
  let product: StartedServer;

  beforeAll(async () => {
    const varDir = mkdtempSync(path.join(tmpdir(), 'classroom-metrics-'));
    const port = await freePort();
    product = await startServer(
      parseConfig({
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        HOST: '127.0.0.1',
        VAR_DIR: varDir,
        DATABASE_URL: `sqlite:${path.join(varDir, 'classroom.sqlite')}`,
        SEED_DEMO: 'false',
        METRICS_TOKEN: TOKEN,
        LOG_LEVEL: 'silent',
      }),
      pino({ level: 'silent' }),
    );
  });
  afterAll(() => product?.stop());

  it('counts the provider’s requests by its routes’ patterns, never the interaction ids', async () => {
    const origin = product.url;
    const discovery = await fetch(`${origin}/idp/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    // /auth/login -> /idp/auth -> /idp/interaction/:uid -> the website's sign-in screen.
    const screen = await new Browser(origin).follow('/auth/login?provider=email', (location) =>
      location.includes('/login?uid='),
    );
    const uid = new URL(screen).searchParams.get('uid')!;
    expect((await fetch(`${origin}/idp/no-such-thing`)).status).toBe(404);

    await expectRoutesCounted(
      origin,
      [
        '/idp/.well-known/openid-configuration GET 200',
        '/auth/login GET 302',
        '/idp/auth GET 303',
        '/idp/interaction/:uid GET 302',
        '/idp/* GET 404',
      ],
      uid,
    );
  });
});
