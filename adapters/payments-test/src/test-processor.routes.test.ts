import { Money } from '@classroom/core';
import Koa from 'koa';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { cardMessages } from './card-error';
import { TestPaymentProcessor } from './test-processor';
import { testProcessorRoutes } from './test-processor.routes';

async function setup() {
  const processor = new TestPaymentProcessor();
  const app = new Koa();
  app.use(testProcessorRoutes(processor).routes());
  const intent = await processor.createIntent({
    amount: Money.cents(2500),
    metadata: { courseId: 'course-1', email: 'sam@classroom.test' },
    idempotencyKey: 'checkout-1',
    description: 'Practical Course',
  });
  const server = app.callback();
  const confirm = (number: string, clientSecret = intent.clientSecret) =>
    request(server)
      .post(`/test-processor/payment_intents/${intent.id}/confirm`)
      .send({
        clientSecret,
        card: { number, expMonth: 12, expYear: 2040, cvc: '123' },
        billingDetails: { email: 'sam@classroom.test', name: 'Sam Student' },
      });
  return { processor, server, intent, confirm };
}

describe('POST /test-processor/payment_intents/:id/confirm', () => {
  it('answers 200 succeeded for 4242 4242 4242 4242', async () => {
    const { confirm, intent, processor } = await setup();
    const response = await confirm('4242 4242 4242 4242');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: intent.id, status: 'succeeded' });
    expect((await processor.retrieveIntent(intent.id))?.status).toBe('succeeded');
  });

  it.each([
    ['4000 0000 0000 0002', 'card_declined', cardMessages.declined],
    ['4000 0000 0000 9995', 'insufficient_funds', cardMessages.insufficientFunds],
    ['4000 0000 0000 0069', 'expired_card', cardMessages.expired],
    ['4000 0000 0000 0001', 'incorrect_number', cardMessages.numberIncorrect],
  ])('answers 402 for %s', async (number, code, message) => {
    const { confirm, intent, processor } = await setup();
    const response = await confirm(number);
    expect(response.status).toBe(402);
    expect(response.body).toEqual({ error: { code, message } });
    expect((await processor.retrieveIntent(intent.id))?.status).toBe('requires_payment_method');
  });

  it('answers 404 for a wrong client secret and changes nothing', async () => {
    const { confirm, intent, processor } = await setup();
    const response = await confirm('4242424242424242', `${intent.id}_secret_wrong`);
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('resource_missing');
    expect((await processor.retrieveIntent(intent.id))?.status).toBe('requires_payment_method');
  });

  it('answers 400 for a body that is not a card confirmation', async () => {
    const { server, intent } = await setup();
    const path = `/test-processor/payment_intents/${intent.id}/confirm`;
    for (const body of [
      '{"clientSecret": 1}',
      '{"clientSecret": "x", "card": {"number": 4242}}',
      'not json',
      '[]',
    ]) {
      const response = await request(server)
        .post(path)
        .set('Content-Type', 'application/json')
        .send(body);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('bad_request');
    }
  });

  it('shows the intent to the page holding the client secret', async () => {
    const { server, intent } = await setup();
    const path = `/test-processor/payment_intents/${intent.id}`;
    const seen = await request(server).get(path).query({ client_secret: intent.clientSecret });
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ id: intent.id, amount: 2500, currency: 'usd' });
    const refused = await request(server).get(path).query({ client_secret: 'guess' });
    expect(refused.status).toBe(404);
  });
});
