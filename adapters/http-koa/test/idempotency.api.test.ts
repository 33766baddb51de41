import { beforeEach, describe, expect, it } from 'vitest';
import { api, validCourse } from './support/api';
import { EMAILS, testWorld, type TestWorld } from './support/world';

let world: TestWorld;
let client: ReturnType<typeof api>;

beforeEach(async () => {
  world = await testWorld();
  client = api(world);
});

const addCourse = (
  key: string,
  body: object = validCourse,
  as: 'instructor' | 'otherInstructor' = 'instructor',
) => client.call(as, 'post', '/api/v1/instructor/add', body, { 'Idempotency-Key': key });

const coursesNamed = (name: string) =>
  [...world.store.tables.courses.values()].filter((course) => course.name === name).length;

describe('Idempotency-Key on POST /api/v1/instructor/add', () => {
  it('answers a retry with the first answer and creates nothing more', async () => {
    const first = await addCourse('7c0f6a1e-retry');
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const retry = await addCourse('7c0f6a1e-retry');
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(coursesNamed(validCourse.courseName)).toBe(1);
  });

  it('takes the same input in another key order as the same request', async () => {
    await addCourse('same-input');
    const reordered = Object.fromEntries(Object.entries(validCourse).reverse());
    expect((await addCourse('same-input', reordered)).status).toBe(201);
    expect(coursesNamed(validCourse.courseName)).toBe(1);
  });

  it('refuses the key with another body (422) and changes nothing', async () => {
    await addCourse('reused');
    const before = world.snapshot();
    const other = await addCourse('reused', { ...validCourse, courseName: 'Another course' });
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('idempotency_key_reused');
    expect(world.snapshot()).toBe(before);
  });

  it('answers 409 while the first request with the key has not answered', async () => {
    await addCourse('answering');
    // The state between the first request's commit and the record of its answer.
    for (const [key, row] of world.store.tables.idempotencyKeys) {
      world.store.tables.idempotencyKeys.set(key, { ...row, answer: null });
    }
    const retry = await addCourse('answering');
    expect(retry.status).toBe(409);
    expect(retry.body.error.code).toBe('idempotency_key_in_progress');
    expect(coursesNamed(validCourse.courseName)).toBe(1);
  });

  it('makes one course of concurrent requests with one key; each answers it or 409', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => addCourse('burst')));
    expect(coursesNamed(validCourse.courseName)).toBe(1);
    const created = answers.filter((answer) => answer.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const answer of created) expect(answer.body).toEqual(created[0]!.body);
    for (const answer of answers.filter((answer) => answer.status !== 201)) {
      expect(answer.body.error.code).toBe('idempotency_key_in_progress');
    }
  });

  it("keeps one caller's key apart from another's", async () => {
    await addCourse('shared-key', validCourse, 'instructor');
    const other = await addCourse('shared-key', validCourse, 'otherInstructor');
    expect(other.status).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(coursesNamed(validCourse.courseName)).toBe(2);
  });

  it('keeps no key of a refused request: a retry is judged again', async () => {
    const refuse = () =>
      client.call('student', 'post', '/api/v1/instructor/add', validCourse, {
        'Idempotency-Key': 'not-yet',
      });
    expect((await refuse()).status).toBe(403);
    expect(world.store.tables.idempotencyKeys.size).toBe(0);
    const again = await refuse();
    expect(again.status).toBe(403);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(256)],
    ['with a space', 'two words'],
    ['not ASCII', 'clé'],
  ])('refuses a key that is %s with 400 and changes nothing', async (_, key) => {
    const before = world.snapshot();
    const response = await addCourse(key);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('bad_request');
    expect(response.body.error.fields).toHaveProperty('Idempotency-Key');
    expect(world.snapshot()).toBe(before);
  });
});

describe('Idempotency-Key on the other creates', () => {
  it('PUT /api/v1/requested/:id: a retried application gets its first answer, not 409', async () => {
    const application = { category: 'Business', experience: 'Beginner', title: 'Coach' };
    const apply = () =>
      client.call('student', 'put', '/api/v1/requested/u-student', application, {
        'Idempotency-Key': 'apply-1',
      });
    expect((await apply()).status).toBe(200);
    const retry = await apply();
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual({ modifiedCount: 1 });
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const record = (await client.get('student', `/api/v1/users/${EMAILS.student}`)).body;
    expect(record).toMatchObject({ status: 'applied', title: 'Coach' });
  });

  it('POST /create-payment-intent: a retry gets the same intent', async () => {
    const checkout = () =>
      client.call(
        'student',
        'post',
        '/create-payment-intent',
        { courseId: 'c-approved' },
        {
          'Idempotency-Key': 'checkout-1',
        },
      );
    const first = await checkout();
    expect(first.status).toBe(200);
    const retry = await checkout();
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
  });
});
