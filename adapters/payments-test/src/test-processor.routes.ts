import Router from '@koa/router';
import { parseConfirmRequest } from './confirm-request';
import { readJsonBody } from './read-json-body';
import type { TestPaymentProcessor } from './test-processor';

export const TEST_PROCESSOR_PREFIX = '/test-processor';

/**
 * The test processor's own endpoints, which the payment page calls in test mode where it
 * would call Stripe.js: confirm an intent with a card, and look at an intent.
 */
export function testProcessorRoutes(processor: TestPaymentProcessor): Router {
  const router = new Router({ prefix: TEST_PROCESSOR_PREFIX });

  router.post('/payment_intents/:id/confirm', async (ctx) => {
    const request = parseConfirmRequest(await readJsonBody(ctx));
    if (!request) {
      ctx.status = 400;
      ctx.body = {
        error: {
          code: 'invalid_request',
          message: 'Send JSON { clientSecret, card: { number, expMonth, expYear, cvc } }.',
        },
      };
      return;
    }
    const outcome = await processor.confirm(ctx.params.id ?? '', request);
    ctx.set('Cache-Control', 'no-store');
    if (outcome.ok) {
      ctx.status = 200;
      ctx.body = outcome.intent;
    } else {
      ctx.status = outcome.status;
      ctx.body = { error: outcome.error };
    }
  });

  router.get('/payment_intents/:id', async (ctx) => {
    const secret = ctx.query.client_secret;
    const intent = processor.view(ctx.params.id ?? '', typeof secret === 'string' ? secret : '');
    ctx.set('Cache-Control', 'no-store');
    if (intent) {
      ctx.body = intent;
    } else {
      ctx.status = 404;
      ctx.body = {
        error: { code: 'resource_missing', message: `No such payment_intent: '${ctx.params.id}'` },
      };
    }
  });

  return router;
}
