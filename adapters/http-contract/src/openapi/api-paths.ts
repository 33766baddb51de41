import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { email, id } from '../fields';
import { adminFlagWire, modifiedWire, webhookReceiptWire } from '../schemas/answers';
import { json, operation } from './operation';

// Paths shared by two methods name their segment `key`: an id for writes, an e-mail for reads.
const keyIdPath = z.object({ key: id.meta({ description: "The record's id" }) });
const keyEmailPath = z.object({ key: email.meta({ description: "The user's e-mail" }) });

const modified = json('Done', modifiedWire);

/** The v1 API of the spec (section 7), its platform routes and the processor's webhook. */
export const apiPaths: ZodOpenApiPathsObject = {
  '/api/v1/users/admin/{key}': {
    patch: operation({
      operationId: 'promoteToAdmin',
      tags: ['admin'],
      summary: 'Make a user admin',
      requestParams: { path: keyIdPath },
      ok: { 200: modified },
      errors: [400, 401, 403, 404, 409, 503],
    }),
    get: operation({
      operationId: 'isAdmin',
      tags: ['accounts'],
      summary: 'Is this user an admin? (self or admin)',
      requestParams: { path: keyEmailPath },
      ok: { 200: json('The flag', adminFlagWire) },
      errors: [400, 401, 403, 404, 503],
    }),
  },
  '/webhooks/stripe': {
    post: {
      ...operation({
        operationId: 'stripeWebhook',
        tags: ['enrollment'],
        summary: "The card processor's signed events (raw body, Stripe-Signature header)",
        description:
          'The signature covers the bytes as sent, so the body is read raw and checked before ' +
          'it is parsed; the intent is then retrieved from Stripe, never taken from the event.',
        public: true,
        requestParams: {
          header: z.object({
            'Stripe-Signature': z.string().meta({ description: "Stripe's signature header" }),
          }),
        },
        ok: { 200: json('Handled', webhookReceiptWire) },
        errors: [400, 413, 503],
      }),
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: z.looseObject({}).meta({ description: 'A Stripe event, as Stripe signed it' }),
          },
        },
      },
    },
  },
};
