import { testCardConfirmBody, testIntentParams, testIntentQuery } from '@classroom/http-contract';
import { errorHandler, readInput } from '@classroom/http-edge';
import Router from '@koa/router';
import type { TestPaymentProcessor } from './test-processor';

export const TEST_PROCESSOR_PREFIX = '/test-processor';

/**
 * The test processor's own endpoints, which the payment page calls in test mode where it
 * would call Stripe.js: confirm an intent with a card, and look at an intent. Input goes
 * through the edge (its body reader, the contract's schemas, its error handler); the
 * processor's own refusals keep Stripe's codes, as Stripe.js would report them.
 */
export function testProcessorRoutes(processor: TestPaymentProcessor): Router {
  const router = new Router({ prefix: TEST_PROCESSOR_PREFIX });
  router.use(errorHandler());
  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });

  router.post('/payment_intents/:id/confirm', async (ctx) => {
    const { params, body } = await readInput(ctx, {
      params: testIntentParams,
      body: testCardConfirmBody,
    });
    const outcome = await processor.confirm(params.id, body);
    if (outcome.ok) {
      ctx.status = 200;
      ctx.body = outcome.intent;
    } else {
      ctx.status = outcome.status;
      ctx.body = { error: outcome.error };
    }
  });

  router.get('/payment_intents/:id', async (ctx) => {
    const { params, query } = await readInput(ctx, {
      params: testIntentParams,
      query: testIntentQuery,
    });
    const intent = await processor.view(params.id, query.client_secret ?? '');
    if (intent) {
      ctx.body = intent;
    } else {
      ctx.status = 404;
      ctx.body = {
        error: { code: 'resource_missing', message: `No such payment_intent: '${params.id}'` },
      };
    }
  });

  return router;
}
