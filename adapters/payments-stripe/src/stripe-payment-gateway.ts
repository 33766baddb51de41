import { createHash } from 'node:crypto';
import {
  InvalidWebhookError,
  Money,
  type CreatedIntent,
  type IntentRequest,
  type PaymentEvent,
  type PaymentGateway,
  type PaymentIntent,
  type ProcessorRefund,
  type RefundRequestToProcessor,
} from '@classroom/core';
import type Stripe from 'stripe';
import { gatewayFailure, isMissingResource } from './stripe-errors';
import { toPaymentEvent } from './stripe-event';
import { toPaymentIntent } from './stripe-intent';

export interface StripeGatewaySettings {
  webhookSecret: string;
  publishableKey: string;
  testMode: boolean;
  /** Seconds a webhook signature stays valid (Stripe's default: 300). */
  webhookTolerance?: number;
}

const intentId = /^pi_[A-Za-z0-9]{1,250}$/;

/** Stripe PaymentIntents behind the core's port: the server names the amount, Stripe settles it. */
export class StripePaymentGateway implements PaymentGateway {
  readonly testMode: boolean;
  readonly publicConfig: { mode: 'stripe'; publishableKey: string };

  constructor(
    private readonly stripe: Stripe,
    private readonly settings: StripeGatewaySettings,
  ) {
    this.testMode = settings.testMode;
    this.publicConfig = { mode: 'stripe', publishableKey: settings.publishableKey };
  }

  async createIntent(input: IntentRequest): Promise<CreatedIntent> {
    const params: Stripe.PaymentIntentCreateParams = {
      amount: input.amount.cents,
      currency: Money.currency,
      description: input.description,
      metadata: {
        courseId: input.metadata.courseId,
        email: input.metadata.email,
        ...(input.metadata.priceCents === undefined
          ? {}
          : { priceCents: String(input.metadata.priceCents) }),
      },
      allowed_payment_method_types: ['card'],
    };
    try {
      const intent = await this.stripe.paymentIntents.create(params, {
        idempotencyKey: keyFor(input.idempotencyKey, params),
      });
      if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} has no client secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    } catch (error) {
      throw gatewayFailure(error);
    }
  }

  async retrieveIntent(id: string): Promise<PaymentIntent | null> {
    // Ids come from the browser: anything not shaped like one is simply unknown.
    if (!intentId.test(id)) return null;
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.retrieve(id);
    } catch (error) {
      if (isMissingResource(error)) return null;
      throw gatewayFailure(error);
    }
    return toPaymentIntent(intent);
  }

  /** Stripe's Refunds API, keyed so that a retry or a race refunds once. */
  async refund(input: RefundRequestToProcessor): Promise<ProcessorRefund> {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: input.intentId, amount: input.amount.cents },
        { idempotencyKey: input.idempotencyKey },
      );
      const status =
        refund.status === 'succeeded'
          ? 'succeeded'
          : refund.status === 'failed' || refund.status === 'canceled'
            ? 'failed'
            : 'pending';
      return { id: refund.id, status };
    } catch (error) {
      throw gatewayFailure(error);
    }
  }

  async parseEvent(rawBody: Uint8Array, signature: string): Promise<PaymentEvent> {
    let event: Stripe.Event;
    try {
      event = await this.stripe.webhooks.constructEventAsync(
        Buffer.from(rawBody),
        signature,
        this.settings.webhookSecret,
        this.settings.webhookTolerance,
      );
    } catch {
      throw new InvalidWebhookError();
    }
    return toPaymentEvent(event);
  }
}

/**
 * Stripe refuses a key reused with other parameters, so the key also names them: the same
 * checkout gets the same intent, and a changed price or course name a fresh one.
 */
function keyFor(key: string, params: Stripe.PaymentIntentCreateParams): string {
  const digest = createHash('sha256').update(JSON.stringify(params)).digest('hex').slice(0, 16);
  return `${key}-${digest}`;
}
