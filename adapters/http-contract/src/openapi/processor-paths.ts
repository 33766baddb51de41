import type { ZodOpenApiPathsObject, ZodOpenApiResponseObject } from 'zod-openapi';
import { processorErrorWire, testConfirmedWire, testIntentWire } from '../schemas/answers';
import { testCardConfirmBody, testIntentParams, testIntentQuery } from '../schemas/test-processor';
import { json, operation } from './operation';

const refused = (description: string): ZodOpenApiResponseObject =>
  json(description, processorErrorWire);

/** The test-mode card processor's routes (only without Stripe keys). */
export const processorPaths: ZodOpenApiPathsObject = {
  '/test-processor/payment_intents/{id}/confirm': {
    post: operation({
      operationId: 'testProcessorConfirm',
      tags: ['test-processor'],
      summary: 'Confirm an intent with a card, as Stripe.js would (test mode only)',
      description:
        "The processor's refusals keep Stripe's codes and messages: 402 for a card " +
        '(card_declined, insufficient_funds, expired_card, incorrect_number ...), 404 ' +
        'resource_missing, 400 payment_intent_unexpected_state.',
      public: true,
      requestParams: { path: testIntentParams },
      body: testCardConfirmBody,
      ok: {
        200: json('Paid', testConfirmedWire),
        402: refused('The card was refused'),
        404: refused('No such intent for this client secret'),
      },
      errors: [400, 413, 415],
    }),
  },
  '/test-processor/payment_intents/{id}': {
    get: operation({
      operationId: 'testProcessorIntent',
      tags: ['test-processor'],
      summary: 'An intent as the payment page may see it (test mode only)',
      public: true,
      requestParams: { path: testIntentParams, query: testIntentQuery },
      ok: {
        200: json('The intent', testIntentWire),
        404: refused('No such intent for this client secret'),
      },
      errors: [400],
    }),
  },
};
