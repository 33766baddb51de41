import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropDatabase } from './support/drop-database';
import { MYSQL_HOST, MYSQL_PORT, mysqlAvailable, uniqueDatabaseName } from './support/mysql';
import { TcpProxy } from './support/tcp-proxy';
import { startTestServer } from './support/test-server';

const available = await mysqlAvailable();

/** One request, with how long its answer took. */
async function timed(url: string) {
  const started = Date.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  await response.arrayBuffer();
  return { status: response.status, ms: Date.now() - started };
}

describe.runIf(available)('MySQL cut off mid-load', () => {
  const database = uniqueDatabaseName();
  const proxy = new TcpProxy(MYSQL_HOST, MYSQL_PORT);
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    const port = await proxy.start();
    server = await startTestServer({
      DATABASE_URL: `mysql://root@127.0.0.1:${port}/${database}`,
      REQUEST_TIMEOUT_MS: '3000',
    });
  });

  afterAll(async () => {
    await server?.stop();
    await proxy.cut();
    await dropDatabase(database);
  });

  it('answers 503 within 5 s while the database is gone, then serves again', async () => {
    // Each request its own page, so that none is answered from the public-list cache. (Searches
    // would not do: a word the database has never seen is answered without asking it.)
    let n = 0;
    const list = () => `${server.url}/api/v1/all-courses?status=1&limit=1&page=${(n += 1)}`;
    expect((await timed(list())).status).toBe(200);

    // Load in flight when the database disappears, and more load after.
    const during = Array.from({ length: 30 }, () => timed(list()));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await proxy.cut();
    const after = Array.from({ length: 30 }, () => timed(list()));
    const answers = await Promise.all([...during, ...after]);

    for (const answer of answers) {
      expect([200, 503]).toContain(answer.status);
      expect(answer.ms).toBeLessThan(5_000);
    }
    expect(answers.slice(30).every((answer) => answer.status === 503)).toBe(true);
    const ready = await timed(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.ms).toBeLessThan(5_000);

    await proxy.restore();
    let status = 0;
    for (let attempt = 0; attempt < 40 && status !== 200; attempt += 1) {
      status = (await timed(list())).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
    expect((await timed(`${server.url}/readyz`)).status).toBe(200);
  });
});
