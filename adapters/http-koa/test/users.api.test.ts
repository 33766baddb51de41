import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { served } from './support/conformance';
import { EMAILS, testWorld, type TestWorld } from './support/world';

let world: TestWorld;
let client: ReturnType<typeof api>;

beforeEach(async () => {
  world = await testWorld();
  client = api(world);
});

describe('GET /api/v1/users/:email', () => {
  it('answers the caller own record with every field', async () => {
    const response = await client.get('student', `/api/v1/users/${EMAILS.student}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      _id: 'u-student',
      displayName: 'u-student',
      photoURL: 'https://images.classroom.test/u-student.png',
      email: EMAILS.student,
      role: 'user',
      status: '',
      category: '',
      experience: '',
      title: '',
    });
  });

  it('refuses a malformed e-mail with 400 and an unknown one with 404 (admin)', async () => {
    expect((await client.get('admin', '/api/v1/users/not-an-email')).status).toBe(400);
    expect((await client.get('admin', '/api/v1/users/nobody@classroom.test')).status).toBe(404);
  });
});

describe('admin user lists', () => {
  it('pages users ten at a time with the total', async () => {
    const response = await client.get('admin', '/api/v1/users?page=1');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ page: 1, pages: 1, total: 5, pageSize: 10 });
    expect(response.body.users).toHaveLength(5);
    expect(response.headers['x-total-count']).toBe('5');
  });

  it('answers the plain list on /users/private', async () => {
    const response = await client.get('admin', '/api/v1/users/private');
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(5);
  });

  it.each(['page=0', 'page=-1', 'page=abc', 'limit=100', 'page=1&page=2'])(
    'refuses ?%s with 400',
    async (query) => {
      const response = await client.get('admin', `/api/v1/users?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('bad_request');
    },
  );

  it('lists applicants', async () => {
    const response = await client.get('admin', '/api/v1/applicants');
    expect(response.status).toBe(200);
    expect(response.body.map((user: { email: string }) => user.email)).toContain(EMAILS.applicant);
  });
});

describe('POST /api/v1/users', () => {
  const body = { displayName: 'Sam S.', photoURL: '/demo/sam.svg', email: EMAILS.student };

  it('saves name and photo, ignoring role, status and the rest', async () => {
    const response = await client.post('student', '/api/v1/users', {
      ...body,
      role: 'admin',
      status: 'approved',
      category: 'Business',
      experience: 'Experienced',
      title: 'CEO',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ insertedId: null, modifiedCount: 1 });
    const record = (await client.get('student', `/api/v1/users/${EMAILS.student}`)).body;
    expect(record).toMatchObject({
      displayName: 'Sam S.',
      photoURL: '/demo/sam.svg',
      role: 'user',
    });
    expect(record).toMatchObject({ status: '', category: '', title: '' });
  });

  it("refuses another user's e-mail with 403 and changes nothing", async () => {
    const before = world.snapshot();
    const response = await client.post('applicant', '/api/v1/users', body);
    expect(response.status).toBe(403);
    expect(world.snapshot()).toBe(before);
  });

  it.each([
    ['a missing photo', { displayName: 'x', email: EMAILS.student }, 'photoURL'],
    ['a javascript: photo', { ...body, photoURL: 'javascript:alert(1)' }, 'photoURL'],
    ['a blank name', { ...body, displayName: '  ' }, 'displayName'],
    ['an unknown field', { ...body, isAdmin: true }, 'body'],
  ])('refuses %s with 400 naming the field', async (_, payload, field) => {
    const response = await client.post('student', '/api/v1/users', payload);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields)).toContain(field);
  });

  it('refuses bad JSON (400), another media type (415) and a huge body (413)', async () => {
    const auth = world.bearer('student');
    // Straight to the app: Prism's proxy never answers a body it cannot parse.
    const bad = await request(world.server)
      .post('/api/v1/users')
      .set('Authorization', auth)
      .set('Content-Type', 'application/json')
      .send('{"displayName":');
    expect(bad.status).toBe(400);
    const text = await served(world)
      .post('/api/v1/users')
      .set('Authorization', auth)
      .set('Content-Type', 'text/plain')
      .send('hello');
    expect(text.status).toBe(415);
    const huge = await client.post('student', '/api/v1/users', {
      ...body,
      title: 'x'.repeat(100_000),
    });
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('payload_too_large');
  });

  it('needs a signed-in caller', async () => {
    expect((await client.post(null, '/api/v1/users', body)).status).toBe(401);
  });
});

describe('PUT /api/v1/requested/:id', () => {
  const application = { category: 'Business', experience: 'Beginner', title: 'Coach' };

  it('sends the application as applied', async () => {
    const response = await client.put('student', '/api/v1/requested/u-student', {
      ...application,
      status: 'applied',
      displayName: 'ignored',
      email: 'ignored@example.com',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ modifiedCount: 1 });
    const record = (await client.get('student', `/api/v1/users/${EMAILS.student}`)).body;
    expect(record).toMatchObject({ status: 'applied', category: 'Business', title: 'Coach' });
    expect(record.email).toBe(EMAILS.student);
  });

  it('refuses to apply straight into approved', async () => {
    const response = await client.put('student', '/api/v1/requested/u-student', {
      ...application,
      status: 'approved',
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toHaveProperty('status');
  });

  it('refuses a second application (409) and unknown options (400)', async () => {
    expect(
      (await client.put('applicant', '/api/v1/requested/u-applicant', application)).status,
    ).toBe(409);
    const bad = await client.put('student', '/api/v1/requested/u-student', {
      ...application,
      category: 'Cooking',
    });
    expect(bad.status).toBe(400);
  });

  it("refuses someone else's record", async () => {
    expect((await client.put('student', '/api/v1/requested/u-applicant', application)).status).toBe(
      403,
    );
  });
});

describe('admin decisions on users', () => {
  it('promotes once, then answers 409', async () => {
    const first = await client.patch('admin', '/api/v1/users/admin/u-student');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ modifiedCount: 1 });
    expect((await client.get('student', `/api/v1/users/admin/${EMAILS.student}`)).body).toEqual({
      admin: true,
    });
    expect((await client.patch('admin', '/api/v1/users/admin/u-student')).status).toBe(409);
  });

  it('approves or rejects an application once', async () => {
    expect(
      (await client.patch('admin', '/api/v1/users/instructor_approved/u-applicant')).status,
    ).toBe(200);
    expect(
      (await client.get('applicant', `/api/v1/users/instructor/${EMAILS.applicant}`)).body,
    ).toEqual({ instructor: true });
    expect(
      (
        await client.patch('admin', '/api/v1/users/instructor_rejected/u-applicant', {
          reason: 'Tell us more',
        })
      ).status,
    ).toBe(409);
  });

  it('answers 404 for an unknown user and 400 for a bad id or a body', async () => {
    expect((await client.patch('admin', '/api/v1/users/admin/u-nobody')).status).toBe(404);
    expect((await client.patch('admin', '/api/v1/users/admin/bad%20id')).status).toBe(400);
    const withBody = await client.patch('admin', '/api/v1/users/admin/u-student', {
      role: 'admin',
    });
    expect(withBody.status).toBe(400);
  });
});

describe('GET /api/v1/users/me/application', () => {
  it("shows a rejected applicant the admin's reason, and nothing to one never decided on", async () => {
    expect((await client.get('applicant', '/api/v1/users/me/application')).body).toEqual({
      status: 'applied',
      lastDecision: null,
    });
    await client.patch('admin', '/api/v1/users/instructor_rejected/u-applicant', {
      reason: 'Tell us which courses you would teach.',
    });

    const response = await client.get('applicant', '/api/v1/users/me/application');

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'rejected',
      lastDecision: {
        subject: 'application',
        verdict: 'rejected',
        reason: 'Tell us which courses you would teach.',
        checklist: [],
      },
    });
    expect((await served(world).get('/api/v1/users/me/application')).status).toBe(401);
  });
});
