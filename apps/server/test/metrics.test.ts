import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
