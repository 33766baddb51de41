import { connect, type AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testWorld, type TestWorld } from './support/world';

let world: TestWorld;
let port: number;
let server: ReturnType<TestWorld['app']['listen']>;

beforeAll(async () => {
  world = await testWorld();
  server = world.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

/**
 * Writes `head` and `body` on a raw socket and reads the answer, keeping the connection open
 * as a client waiting for it would (supertest would correct a lying Content-Length).
 */
function rawExchange(
  head: string,
  body: string,
): Promise<{ status: number; text: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`${head}\r\n\r\n${body}`));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
      const [headers, text] = received.split('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(headers ?? '')?.[1];
      if (length !== undefined && Buffer.byteLength(text ?? '') >= Number(length)) {
        socket.destroy();
        resolve({
          status: Number(received.split(' ')[1]),
          text: text ?? '',
          ms: Date.now() - started,
        });
      }
    });
    socket.on('error', reject);
    socket.setTimeout(8_000, () => reject(new Error(`no answer: ${received}`)));
  });
}

describe('ordinary requests never answer 500', () => {
  it('sends a large answer as is to a client that refuses identity and offers nothing else', async () => {
    for (const refusal of ['identity;q=0', '*;q=0', 'identity;q=0, compress']) {
      const answer = await request(world.server)
        .get('/api/v1/all-courses')
        .set('Accept-Encoding', refusal);
      expect(answer.status, refusal).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body).toHaveLength(2);
      // Over the compression threshold: the answer is large enough to be negotiated.
      expect(JSON.stringify(answer.body).length).toBeGreaterThan(1024);
    }
    const gzip = await request(world.server)
      .get('/api/v1/all-courses')
      .set('Accept-Encoding', 'identity;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('answers 405 to a method no route knows, anywhere', async () => {
    for (const path of ['/api/v1/courses', '/api/v1/users/admin/u-1', '/', '/no-such-page']) {
      const answer = await request(world.server).propfind(path);
      expect(answer.status, path).toBe(405);
      expect(answer.body.error.code).toBe('method_not_allowed');
    }
    expect((await request(world.server).purge('/api/v1/stats')).status).toBe(405);
  });

  it('answers 400 at once to a webhook whose body is shorter than its Content-Length', async () => {
    const body = '{"id":"evt_1"}';
    const answer = await rawExchange(
      [
        'POST /webhooks/stripe HTTP/1.1',
        'Host: localhost',
        'Content-Type: application/json',
        'Stripe-Signature: t=1,v1=00',
        `Content-Length: ${body.length + 50}`,
      ].join('\r\n'),
      body,
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({ error: { code: 'bad_request' } });
    // Well before the request deadline (4 s), which answered 503 before.
    expect(answer.ms).toBeLessThan(2_500);
  });

  it('answers 400 to a JSON body shorter than its Content-Length, and changes nothing', async () => {
    const before = world.snapshot();
    const body = JSON.stringify({ courseId: 'c-approved' });
    const answer = await rawExchange(
      [
        'POST /create-payment-intent HTTP/1.1',
        'Host: localhost',
        'Content-Type: application/json',
        `Authorization: ${world.bearer('student')}`,
        `Content-Length: ${body.length + 10}`,
      ].join('\r\n'),
      body,
    );
    expect(answer.status).toBe(400);
    expect(world.snapshot()).toBe(before);
  });
});
