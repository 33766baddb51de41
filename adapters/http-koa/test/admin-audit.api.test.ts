import { beforeEach, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { testWorld, type TestWorld } from './support/world';

let world: TestWorld;
let client: ReturnType<typeof api>;

beforeEach(async () => {
  world = await testWorld();
  client = api(world);
});

/** The decisions the issue found unrecorded: a course approved, an application rejected, a promotion. */
async function decideAsAdmin() {
  expect(
    (await client.patch('admin', `/api/v1/courses/approved/${world.courses.pending.id}`)).status,
  ).toBe(200);
  world.clock.advance(60_000);
  expect(
    (
      await client.patch('admin', `/api/v1/users/instructor_rejected/${world.users.applicant.id}`, {
        reason: 'Tell us more',
      })
    ).status,
  ).toBe(200);
  world.clock.advance(60_000);
  expect(
    (await client.patch('admin', `/api/v1/users/admin/${world.users.student.id}`)).status,
  ).toBe(200);
}

const entries = async (query = '') =>
  (await client.get('admin', `/api/v1/admin/audit${query}`)).body.entries as {
    kind: string;
  }[];

describe('admin audit log', () => {
  it('records who approved, rejected or promoted whom, and why, and shows it to admins', async () => {
    await decideAsAdmin();

    const response = await client.get('admin', '/api/v1/admin/audit');

    expect(response.status).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    expect(response.body).toMatchObject({ page: 1, pages: 1, total: 3, pageSize: 20 });
    const admin = { actorId: world.users.admin.id, actorName: world.users.admin.displayName };
    expect(response.body.entries).toEqual([
      {
        _id: expect.any(String),
        at: '2026-01-15T10:02:00.000Z',
        kind: 'admin-promoted',
        ...admin,
        subjectType: 'user',
        subjectId: world.users.student.id,
        subjectName: world.users.student.displayName,
        before: { role: 'user' },
        after: { role: 'admin' },
        reason: null,
      },
      {
        _id: expect.any(String),
        at: '2026-01-15T10:01:00.000Z',
        kind: 'application-rejected',
        ...admin,
        subjectType: 'user',
        subjectId: world.users.applicant.id,
        subjectName: world.users.applicant.displayName,
        before: { instructorStatus: 'applied' },
        after: { instructorStatus: 'rejected' },
        reason: { text: 'Tell us more', checklist: [] },
      },
      {
        _id: expect.any(String),
        at: '2026-01-15T10:00:00.000Z',
        kind: 'course-approved',
        ...admin,
        subjectType: 'course',
        subjectId: world.courses.pending.id,
        subjectName: world.courses.pending.name,
        before: { status: 'pending' },
        after: { status: 'approved' },
        reason: null,
      },
    ]);
    expect(JSON.stringify(response.body)).not.toContain('@classroom.test');
  });

  it('records a price change and a deletion by the owner, with the changed fields only', async () => {
    const course = world.courses.pending;
    const props = course.toProps();
    await client.patch('instructor', `/api/v1/instructor/update/${course.id}`, {
      courseName: props.name,
      courseCategory: props.category,
      courseImage: props.image,
      price: 19.99,
      shortDescription: props.shortDescription,
      detailedDescription: props.detailedDescription,
      language: props.language,
      certificate: props.certificate ? 'Yes' : 'No',
      lectures: props.lectures,
    });
    await client.delete('instructor', `/api/v1/instructor/classes/${course.id}`);

    const [deleted, edited] = (await client.get('admin', '/api/v1/admin/audit')).body.entries;
    expect(edited).toMatchObject({
      kind: 'course-price-changed',
      actorId: world.users.instructor.id,
      before: { priceCents: 4999 },
      after: { priceCents: 1999 },
    });
    expect(Object.keys(edited.after)).toEqual(['priceCents']);
    expect(deleted).toMatchObject({
      kind: 'course-deleted',
      subjectId: course.id,
      subjectName: null,
      before: { name: course.name, status: 'pending', priceCents: 1999 },
      after: null,
    });
  });

  it('filters by person, kind and period, a page at a time', async () => {
    await decideAsAdmin();

    expect(await entries(`?person=${world.users.student.id}`)).toMatchObject([
      { kind: 'admin-promoted' },
    ]);
    expect(await entries(`?person=${world.users.admin.id}`)).toHaveLength(3);
    expect(await entries('?kind=course-approved')).toMatchObject([{ kind: 'course-approved' }]);
    expect(
      await entries('?from=2026-01-15T10:01:00.000Z&to=2026-01-15T10:02:00.000Z'),
    ).toMatchObject([{ kind: 'application-rejected' }]);
    expect(await entries(`?person=${world.users.applicant.id}&kind=admin-promoted`)).toEqual([]);
    const promoted = world.users.student.displayName.toUpperCase();
    expect(await entries(`?q=${encodeURIComponent(promoted)}`)).toMatchObject([
      { kind: 'admin-promoted' },
    ]);
    const newest = (await entries('')).map((entry: { kind: string }) => entry.kind);
    const oldest = (await entries('?sort=oldest')).map((entry: { kind: string }) => entry.kind);
    expect(oldest).toEqual([...newest].reverse());
    const past = await client.get('admin', '/api/v1/admin/audit?page=2');
    expect(past.body).toMatchObject({ entries: [], page: 2, total: 3 });
  });

  it('lists the people who appear in the log, for the person filter', async () => {
    await decideAsAdmin();

    const response = await client.get('admin', '/api/v1/admin/audit/people');

    expect(response.status).toBe(200);
    expect(response.body.people).toEqual(
      expect.arrayContaining([
        { _id: world.users.admin.id, name: world.users.admin.displayName },
        { _id: world.users.student.id, name: world.users.student.displayName },
        { _id: world.users.applicant.id, name: world.users.applicant.displayName },
      ]),
    );
    expect(response.body.people).toHaveLength(3);
  });

  it('records nothing for a refused decision', async () => {
    const before = world.snapshot();

    const refused = await client.patch(
      'admin',
      `/api/v1/courses/approved/${world.courses.approved.id}`,
    );

    expect(refused.status).toBe(409);
    expect(world.snapshot()).toEqual(before);
    expect(await entries()).toEqual([]);
  });

  it('is for admins only, and refuses bad input with a 4xx', async () => {
    await client.patch('admin', `/api/v1/courses/approved/${world.courses.pending.id}`);
    const before = world.snapshot();
    for (const role of ['student', 'instructor', 'applicant'] as const) {
      expect((await client.get(role, '/api/v1/admin/audit')).status).toBe(403);
      expect((await client.get(role, '/api/v1/admin/audit/people')).status).toBe(403);
    }
    expect((await client.get(null, '/api/v1/admin/audit')).status).toBe(401);
    const bad = ['kind=nope', 'from=yesterday', 'person=bad%20id', 'page=0', 'x=1', 'sort=up'];
    for (const query of [...bad, `q=${'x'.repeat(101)}`]) {
      expect((await client.get('admin', `/api/v1/admin/audit?${query}`)).status).toBe(400);
    }
    const backwards = await client.get(
      'admin',
      '/api/v1/admin/audit?from=2026-01-16T00:00:00.000Z&to=2026-01-15T00:00:00.000Z',
    );
    expect(backwards.status).toBe(422);
    expect(backwards.body.error.fields).toEqual({ to: expect.any(String) });
    expect(world.snapshot()).toEqual(before);
  });
});
