import { anApprovedCourse } from '@classroom/core/testing';
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

async function checkout(courseId = 'c-approved') {
  return client.post('student', '/create-payment-intent', { courseId, price: 0.01 });
}

/** The processor's signed notice that the intent succeeded. */
function succeeded(intentId: string) {
  const raw = JSON.stringify({ id: 'evt_1', type: 'payment_succeeded', intentId });
  return served(world)
    .post('/webhooks/stripe')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', world.gateway.sign(Buffer.from(raw)))
    .send(raw);
}

describe('POST /create-payment-intent', () => {
  it("charges the course's stored price, whatever the body says", async () => {
    const response = await checkout();
    expect(response.status).toBe(200);
    expect(response.body.amount).toBe(49.99);
    expect(response.body.clientSecret).toMatch(/secret/);
    expect(response.body.intentId).toMatch(/^pi_/);
  });

  it('refuses free (422), unpublished (422) and unknown (404) courses', async () => {
    expect((await checkout('c-free')).body.error.code).toBe('no_payment_required');
    expect((await checkout('c-pending')).body.error.code).toBe('course_not_for_sale');
    expect((await checkout('c-none')).status).toBe(404);
    expect((await client.post('student', '/create-payment-intent', {})).status).toBe(400);
  });

  it('refuses (422) a course stored with a price below the smallest card charge', async () => {
    await world.store.courses.insert(anApprovedCourse({ id: 'c-cheap', priceCents: 30 }));
    const response = await checkout('c-cheap');
    expect([response.status, response.body.error.code]).toEqual([422, 'course_not_for_sale']);
    expect(world.gateway.intentCount).toBe(0);
  });
});

describe('POST /api/v1/free-enrollments', () => {
  it('enrols in a free course at once, counted and listed like a paid one, once', async () => {
    const enrol = () => client.post('student', '/api/v1/free-enrollments', { courseId: 'c-free' });
    const first = await enrol();
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ enrolled: true });
    expect((await enrol()).status).toBe(200);

    expect((await client.patch('student', '/enroll/c-free')).body).toEqual({ modifiedCount: 1 });
    const enrollments = (await client.get('student', `/api/v1/enrollments/${EMAILS.student}`)).body;
    expect(enrollments).toEqual([expect.objectContaining({ courseId: 'c-free' })]);
    const payments = (await client.get('student', `/api/v1/payments/${EMAILS.student}`)).body;
    expect(payments).toEqual([expect.objectContaining({ courseId: 'c-free', price: 0 })]);
    const course = await world.store.courses.findById('c-free');
    expect(course?.toProps().totalEnrollment).toBe(3 + 1);
    expect(world.gateway.intentCount).toBe(0);
  });

  it('refuses priced (422), unpublished (422) and unknown (404) courses, changing nothing', async () => {
    const before = world.snapshot();
    const enrol = (courseId: string) =>
      client.post('student', '/api/v1/free-enrollments', { courseId });
    expect((await enrol('c-approved')).body.error.code).toBe('payment_required');
    expect((await enrol('c-pending')).body.error.code).toBe('course_not_for_sale');
    expect((await enrol('c-none')).status).toBe(404);
    expect(
      (await client.post(null, '/api/v1/free-enrollments', { courseId: 'c-free' })).status,
    ).toBe(401);
    expect(world.snapshot()).toBe(before);
  });
});

describe('POST /payments', () => {
  it('enrols once after a verified payment, idempotent on the transaction id', async () => {
    const { intentId } = (await checkout()).body;
    expect((await client.patch('student', '/enroll/c-approved')).body).toEqual({
      modifiedCount: 0,
    });
    world.gateway.settle(intentId, 'succeeded');
    const record = {
      transactionId: intentId,
      courseId: 'c-approved',
      price: 0.01,
      email: EMAILS.admin,
    };
    const first = await client.post('student', '/payments', record);
    expect(first.status).toBe(201);
    const again = await client.post('student', '/payments', record);
    expect(again.status).toBe(200);
    expect(again.body.insertedId).toBe(first.body.insertedId);

    expect((await client.patch('student', '/enroll/c-approved')).body).toEqual({
      modifiedCount: 1,
    });
    const payments = (await client.get('student', `/api/v1/payments/${EMAILS.student}`)).body;
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      price: 49.99,
      email: EMAILS.student,
      courseId: 'c-approved',
    });
    const enrolled = (await client.get('student', `/api/v1/enrollments/${EMAILS.student}`)).body;
    expect(enrolled.map((entry: { courseId: string }) => entry.courseId)).toEqual(['c-approved']);
    const course = (await client.get('student', '/api/v1/course/payment/c-approved')).body;
    expect(course.totalEnrollment).toBe(4);
    expect((await checkout()).body.error.code).toBe('already_enrolled');
  });

  it("answers the page's first report 201 when the processor's event recorded the payment first", async () => {
    const { intentId } = (await checkout()).body;
    world.gateway.settle(intentId, 'succeeded');
    expect((await succeeded(intentId)).body).toEqual({ received: true, enrolled: true });
    const record = { transactionId: intentId, courseId: 'c-approved' };
    const first = await client.post('student', '/payments', record);
    expect([first.status, first.body.insertedId]).toEqual([201, expect.any(String)]);
    const again = await client.post('student', '/payments', record);
    expect([again.status, again.body]).toEqual([200, first.body]);
  });

  it('refuses an unpaid intent, another course and an unknown transaction, changing nothing', async () => {
    const { intentId } = (await checkout()).body;
    const before = world.snapshot();
    const unpaid = await client.post('student', '/payments', { transactionId: intentId });
    expect(unpaid.status).toBe(422);
    world.gateway.settle(intentId, 'succeeded');
    const otherCourse = await client.post('student', '/payments', {
      transactionId: intentId,
      courseId: 'c-free',
    });
    expect(otherCourse.status).toBe(422);
    expect(
      (await client.post('student', '/payments', { transactionId: 'pi_unknown' })).status,
    ).toBe(422);
    expect(world.snapshot()).toBe(before);
  });

  it('refuses a malformed record', async () => {
    for (const body of [
      {},
      { transactionId: '' },
      { transactionId: 'a b' },
      { transactionId: 'x', extra: 1 },
    ]) {
      expect((await client.post('student', '/payments', body)).status).toBe(400);
    }
  });
});

describe('PATCH /enroll/:id', () => {
  it('changes nothing and answers 404 for an unknown course', async () => {
    const before = world.snapshot();
    expect((await client.patch('student', '/enroll/c-approved')).body).toEqual({
      modifiedCount: 0,
    });
    expect((await client.patch('student', '/enroll/c-none')).status).toBe(404);
    expect(
      (await client.patch('student', '/enroll/c-approved', { totalEnrollment: 100 })).status,
    ).toBe(400);
    expect(world.snapshot()).toBe(before);
  });
});

describe('POST /webhooks/stripe', () => {
  it('enrols on a signed success event', async () => {
    const { intentId } = (await checkout()).body;
    world.gateway.settle(intentId, 'succeeded');
    const response = await succeeded(intentId);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ received: true, enrolled: true });
    expect((await client.patch('student', '/enroll/c-approved')).body).toEqual({
      modifiedCount: 1,
    });
  });

  it('refuses a bad signature with 400', async () => {
    const before = world.snapshot();
    const response = await served(world)
      .post('/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', 'forged')
      .send('{"id":"evt_2","type":"payment_succeeded","intentId":"pi_mem_1"}');
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalid_webhook');
    expect(world.snapshot()).toBe(before);
  });
});
