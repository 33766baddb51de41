import { beforeEach, describe, expect, it } from 'vitest';
import { api, validCourse } from './support/api';
import { EMAILS, testWorld, type TestWorld } from './support/world';

let world: TestWorld;
let client: ReturnType<typeof api>;

beforeEach(async () => {
  world = await testWorld();
  client = api(world);
});

describe('POST /api/v1/instructor/add', () => {
  it('adds a pending course from the caller, ignoring status, counts and instructor fields', async () => {
    const response = await client.post('instructor', '/api/v1/instructor/add', {
      ...validCourse,
      instructorName: 'Someone Else',
      instructorEmail: EMAILS.otherInstructor,
      courseRatings: 5,
      totalEnrollment: 999,
      courseStatus: 1,
    });
    expect(response.status).toBe(201);
    const id = response.body.insertedId as string;
    const course = (await client.get('instructor', `/api/v1/course/payment/${id}`)).body;
    expect(course).toMatchObject({
      courseName: 'Testing in depth',
      price: 29.5,
      status: 0,
      courseStatus: 0,
      totalEnrollment: 0,
      courseRatings: 4.8,
      instructorEmail: EMAILS.instructor,
      instructorName: 'u-instructor',
    });
  });

  it.each([
    ['three decimals', { price: 1.005 }, 'price'],
    ['a negative price', { price: -5 }, 'price'],
    ['an absurd price', { price: 1e9 }, 'price'],
    ['a price no card can be charged', { price: 0.3 }, 'price'],
    ['zero lectures', { lectures: 0 }, 'lectures'],
    ['a javascript: image', { courseImage: 'javascript:alert(1)' }, 'courseImage'],
    ['a data: image', { courseImage: 'data:image/png;base64,AAAA' }, 'courseImage'],
    ['a certificate of maybe', { certificate: 'Maybe' }, 'certificate'],
    ['a name of 121 characters', { courseName: 'x'.repeat(121) }, 'courseName'],
  ])('refuses %s', async (_, change, field) => {
    const before = world.snapshot();
    const response = await client.post('instructor', '/api/v1/instructor/add', {
      ...validCourse,
      ...change,
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toHaveProperty(field);
    expect(world.snapshot()).toBe(before);
  });
});

describe('PATCH /api/v1/instructor/update/:id', () => {
  it('updates the editable fields of an own course', async () => {
    const response = await client.patch('instructor', '/api/v1/instructor/update/c-approved', {
      ...validCourse,
      courseName: 'Renamed',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ modifiedCount: 1 });
    // An approved course's title waits for review; the approved one stays live.
    const live = (await client.get('instructor', '/api/v1/course/payment/c-approved')).body;
    expect(live).toMatchObject({ courseName: 'Course c-approved', status: 1, totalEnrollment: 3 });
    const review = (await client.get('admin', '/api/v1/courses/c-approved/review')).body;
    expect(review.changes.fields).toContainEqual({
      field: 'name',
      before: 'Course c-approved',
      after: 'Renamed',
    });
    const approved = await client.patch('admin', '/api/v1/admin/revisions/c-approved/approve', {
      version: review.revision.version,
    });
    expect(approved.status).toBe(200);
    const course = (await client.get('instructor', '/api/v1/course/payment/c-approved')).body;
    expect(course).toMatchObject({ courseName: 'Renamed', status: 1, totalEnrollment: 3 });
  });

  it('sends a rejected course back for review with its reason kept', async () => {
    const reason = { reason: 'Add a syllabus', checklist: ['thin-description'] };
    expect((await client.patch('admin', '/api/v1/courses/rejected/c-pending', reason)).status).toBe(
      200,
    );
    const mine = (await client.get('instructor', '/api/v1/instructor/courses')).body;
    expect(mine.find((row: { _id: string }) => row._id === 'c-pending').review).toMatchObject({
      state: 'rejected',
      lastDecision: {
        verdict: 'rejected',
        reason: 'Add a syllabus',
        checklist: ['thin-description'],
      },
    });
    expect(
      (await client.post('instructor', '/api/v1/instructor/courses/c-pending/resubmit', {})).status,
    ).toBe(200);
    expect(
      (await client.post('instructor', '/api/v1/instructor/courses/c-pending/resubmit', {})).status,
    ).toBe(409);
    const queue = await client.get(
      'admin',
      '/api/v1/admin/courses?state=pending&pendingFirst=true',
    );
    expect(queue.body.map((row: { _id: string }) => row._id)).toContain('c-pending');
  });

  it('refuses status or count fields (strict body)', async () => {
    for (const extra of [
      { courseStatus: 1 },
      { totalEnrollment: 1000 },
      { instructorEmail: 'x@y.z' },
    ]) {
      const response = await client.patch('instructor', '/api/v1/instructor/update/c-pending', {
        ...validCourse,
        ...extra,
      });
      expect(response.status).toBe(400);
    }
  });

  it("takes What you'll learn: live on a pending course, a change for review on an approved one", async () => {
    const outcomes = ['Measure a page', 'Fix what is slow'];
    const pending = await client.patch('instructor', '/api/v1/instructor/update/c-pending', {
      ...validCourse,
      learningOutcomes: outcomes,
    });
    expect(pending.status).toBe(200);
    expect(
      (await client.get('instructor', '/api/v1/course/payment/c-pending')).body.learningOutcomes,
    ).toEqual(outcomes);

    await client.patch('instructor', '/api/v1/instructor/update/c-approved', {
      ...validCourse,
      courseName: 'Course c-approved',
      learningOutcomes: outcomes,
    });
    const live = (await client.get('instructor', '/api/v1/course/payment/c-approved')).body;
    expect(live.learningOutcomes).toEqual([]);
    const review = (await client.get('admin', '/api/v1/courses/c-approved/review')).body;
    expect(review.changes.fields).toContainEqual({
      field: 'learningOutcomes',
      before: '',
      after: 'Measure a page\nFix what is slow',
    });

    const tooMany = await client.patch('instructor', '/api/v1/instructor/update/c-pending', {
      ...validCourse,
      learningOutcomes: Array.from({ length: 9 }, (_, index) => `Item ${index}`),
    });
    expect(tooMany.status).toBe(400);
  });

  it("answers 404 for another instructor's course", async () => {
    const before = world.snapshot();
    const response = await client.patch(
      'otherInstructor',
      '/api/v1/instructor/update/c-pending',
      validCourse,
    );
    expect(response.status).toBe(404);
    expect(world.snapshot()).toBe(before);
  });
});

describe('DELETE /api/v1/instructor/classes/:id', () => {
  it('deletes a pending own course once', async () => {
    const response = await client.delete('instructor', '/api/v1/instructor/classes/c-pending');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ deletedCount: 1 });
    expect((await client.delete('instructor', '/api/v1/instructor/classes/c-pending')).status).toBe(
      404,
    );
  });

  it('keeps an approved course (409)', async () => {
    const response = await client.delete('instructor', '/api/v1/instructor/classes/c-approved');
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('course_approved');
  });
});

describe('instructor lists and figures', () => {
  it("lists the instructor's own courses, every status", async () => {
    const response = await client.get(
      'instructor',
      `/api/v1/instructor/classes/${EMAILS.instructor}`,
    );
    expect(response.status).toBe(200);
    const statuses = response.body.map((course: { status: unknown }) => course.status).sort();
    expect(statuses).toEqual([0, 1, 'rejected']);
  });

  it('gives the figures of an own course', async () => {
    const response = await client.get(
      'instructor',
      '/api/v1/instructor/courses/c-approved/figures',
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      courseId: 'c-approved',
      totalEnrollment: 3,
      enrollments: 0,
      revenue: 0,
      lastEnrolledAt: null,
    });
  });
});
