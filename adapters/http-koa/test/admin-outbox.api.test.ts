import { beforeEach, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { testWorld, type TestWorld } from './support/world';

let world: TestWorld;
let client: ReturnType<typeof api>;

beforeEach(async () => {
  world = await testWorld();
  client = api(world);
});

/** A course decision and a password reset, as the use cases and the identity flows leave them. */
async function givenMessages() {
  await world.useCases.approveCourse.execute(world.courses.pending.id, {
    email: world.users.admin.email,
  });
  world.clock.advance(60_000);
  await world.store.outbox.enqueue({
    kind: 'password-reset',
    to: world.users.student.email,
    name: 'Student',
    token: 'reset-secret',
  });
}

describe('admin outbox', () => {
  it('lists every message newest first, with subject, status and times', async () => {
    await givenMessages();

    const response = await client.get('admin', '/api/v1/admin/outbox?page=1');

    expect(response.status).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    expect(response.body).toMatchObject({ page: 1, pages: 1, total: 2, pageSize: 20 });
    expect(response.body.messages).toEqual([
      {
        _id: expect.any(String),
        kind: 'password-reset',
        recipient: world.users.student.email,
        subject: 'GS Classroom: password-reset',
        status: 'queued',
        attempts: 0,
        lastError: null,
        createdAt: '2026-01-15T10:01:00.000Z',
        sentAt: null,
      },
      expect.objectContaining({ kind: 'course-approved', recipient: world.users.instructor.email }),
    ]);
  });

  it('shows one message, its secrets hidden while it is not kept', async () => {
    await givenMessages();
    const [reset] = (await client.get('admin', '/api/v1/admin/outbox')).body.messages;

    const response = await client.get('admin', `/api/v1/admin/outbox/${reset._id}`);

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ...reset, subject: 'GS Classroom: password-reset' });
    expect(response.body.text).toContain('token: removed');
    expect(response.body.html).not.toContain('reset-secret');
  });

  it('searches recipient and subject, filters by status and sorts oldest first', async () => {
    await givenMessages();
    const kinds = async (query: string) => {
      const response = await client.get('admin', `/api/v1/admin/outbox?${query}`);
      expect(response.status).toBe(200);
      return response.body.messages.map((message: { kind: string }) => message.kind);
    };

    expect(await kinds(`q=${encodeURIComponent(world.users.student.email.toUpperCase())}`)).toEqual(
      ['password-reset'],
    );
    expect(await kinds('q=course-approved')).toEqual(['course-approved']);
    expect(await kinds('q=GS%20Classroom&sort=oldest')).toEqual([
      'course-approved',
      'password-reset',
    ]);
    expect(await kinds('status=queued&sort=newest')).toEqual(['password-reset', 'course-approved']);
    expect(await kinds('status=sent')).toEqual([]);
    const filtered = await client.get('admin', '/api/v1/admin/outbox?q=reset&status=queued');
    expect(filtered.body).toMatchObject({ total: 1, pages: 1 });
  });

  it('is for admins only, and refuses bad input with a 4xx', async () => {
    await givenMessages();
    const before = world.snapshot();
    for (const role of ['student', 'instructor'] as const) {
      expect((await client.get(role, '/api/v1/admin/outbox')).status).toBe(403);
    }
    expect((await client.get(null, '/api/v1/admin/outbox')).status).toBe(401);
    expect((await client.get('student', '/api/v1/admin/outbox/mail-1')).status).toBe(403);
    expect((await client.get('admin', '/api/v1/admin/outbox?page=0')).status).toBe(400);
    expect((await client.get('admin', '/api/v1/admin/outbox?page=1&x=1')).status).toBe(400);
    for (const query of ['status=lost', 'sort=up', `q=${'x'.repeat(101)}`]) {
      const response = await client.get('admin', `/api/v1/admin/outbox?${query}`);
      expect([response.status, response.body.error.code]).toEqual([400, 'bad_request']);
    }
    expect((await client.get('admin', '/api/v1/admin/outbox/no-such-message')).status).toBe(404);
    expect((await client.get('admin', '/api/v1/admin/outbox/bad%20id')).status).toBe(400);
    expect(world.snapshot()).toEqual(before);
  });
});
