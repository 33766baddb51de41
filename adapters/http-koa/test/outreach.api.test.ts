import { beforeEach, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { served } from './support/conformance';
import { testWorld, type TestWorld } from './support/world';

let world: TestWorld;
let client: ReturnType<typeof api>;

beforeEach(async () => {
  world = await testWorld();
  client = api(world);
});

const message = {
  name: 'Sam Reader',
  email: 'Sam@Example.com',
  subject: 'Refunds',
  message: 'Can I get a refund within 30 days?\n\nThanks!',
};

describe('POST /api/v1/contact', () => {
  it('sends the message to support through the outbox, Reply-To the sender', async () => {
    const response = await client.post(null, '/api/v1/contact', message);
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ accepted: true });
    const { items } = await world.store.outbox.list({}, { page: 1, limit: 10 });
    expect(items.map((item) => item.message)).toEqual([
      {
        kind: 'contact-request',
        to: 'support@gsclassroom.example',
        name: 'Sam Reader',
        replyTo: 'sam@example.com',
        subject: 'Refunds',
        message: message.message,
      },
    ]);
  });

  it('refuses an incomplete message with each field named, sending nothing', async () => {
    const before = world.snapshot();
    const response = await client.post(null, '/api/v1/contact', {
      name: ' ',
      email: 'not-an-address',
      subject: '',
      message: 'short',
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields).sort()).toEqual([
      'email',
      'message',
      'name',
      'subject',
    ]);
    expect(response.body.error.fields.name).toBe('Your Name is required');
    expect(world.snapshot()).toBe(before);
  });

  it('limits one client to five messages and sign-ups in ten minutes', async () => {
    const limited = await testWorld({ rateLimits: {} });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await served(limited).post('/api/v1/contact').send(message);
      statuses.push(response.status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe('newsletter', () => {
  it('keeps each address once and answers alike; an admin exports the list as CSV', async () => {
    for (const email of ['reader@example.com', 'READER@example.com', '=cmd@example.com']) {
      const response = await client.post(null, '/api/v1/subscribers', { email });
      expect(response.status).toBe(202);
      expect(response.body).toEqual({ accepted: true });
    }
    expect((await client.post(null, '/api/v1/subscribers', { email: 'nope' })).status).toBe(400);

    expect((await client.get('student', '/api/v1/admin/subscribers')).status).toBe(403);
    const csv = await served(world)
      .get('/api/v1/admin/subscribers')
      .set('Authorization', world.bearer('admin'));
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('subscribers.csv');
    const at = world.clock.now().toISOString();
    expect(csv.text).toBe(
      // Same time (a fixed clock), so by address; a formula-like cell is defused.
      `email,subscribed_at\r\n'=cmd@example.com,${at}\r\nreader@example.com,${at}\r\n`,
    );
  });
});
