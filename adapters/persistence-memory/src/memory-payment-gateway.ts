import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  InvalidWebhookError,
  Money,
  PaymentGatewayError,
  type ProcessorRefund,
  type RefundRequestToProcessor,
  type CreatedIntent,
  type IntentRequest,
  type IntentStatus,
  type PaymentEvent,
  type PaymentGateway,
  type PaymentIntent,
} from '@classroom/core';

/**
 * A processor held in memory for use-case and API tests: intents are created as the
 * real ones are (idempotency keys included) and tests decide their outcome.
 */
export class MemoryPaymentGateway implements PaymentGateway {
  readonly testMode = true;
  private readonly intents = new Map<string, PaymentIntent>();
  private readonly byKey = new Map<string, string>();
  private sequence = 0;
  private readonly refundsByKey = new Map<string, ProcessorRefund>();
  private readonly refunded = new Set<string>();

  constructor(private readonly webhookSecret = 'memory-webhook-secret') {}

  // The description is the processor's to show; memory keeps no dashboard.
  async createIntent(input: Omit<IntentRequest, 'description'>): Promise<CreatedIntent> {
    const known = this.byKey.get(input.idempotencyKey);
    const id = known ?? `pi_mem_${++this.sequence}`;
    if (!known) {
      this.byKey.set(input.idempotencyKey, id);
      this.intents.set(id, {
        id,
        status: 'requires_payment_method',
        amount: input.amount,
        currency: Money.currency,
        metadata: { ...input.metadata },
      });
    }
    return { id, clientSecret: `${id}_secret` };
  }

  async retrieveIntent(id: string): Promise<PaymentIntent | null> {
    const intent = this.intents.get(id);
    return intent ? { ...intent, metadata: { ...intent.metadata } } : null;
  }

  /** Same key, same refund; a second key for a refunded intent fails as Stripe's would. */
  async refund(input: RefundRequestToProcessor): Promise<ProcessorRefund> {
    const known = this.refundsByKey.get(input.idempotencyKey);
    if (known) return known;
    const intent = this.intents.get(input.intentId);
    if (!intent || intent.status !== 'succeeded') {
      throw new PaymentGatewayError('This payment cannot be refunded.');
    }
    if (this.refunded.has(input.intentId)) {
      throw new PaymentGatewayError('This charge has already been refunded.');
    }
    const refund: ProcessorRefund = { id: `re_mem_${++this.sequence}`, status: 'succeeded' };
    this.refunded.add(input.intentId);
    this.refundsByKey.set(input.idempotencyKey, refund);
    return refund;
  }

  /** How many refunds the processor made. */
  get refundCount(): number {
    return this.refundsByKey.size;
  }

  /** A signed event body for tests: what a webhook would carry. */
  event(body: {
    id: string;
    type: string;
    intentId?: string;
    reference?: string;
    amountCents?: number;
  }): {
    rawBody: Uint8Array;
    signature: string;
  } {
    const rawBody = Buffer.from(JSON.stringify(body));
    return { rawBody, signature: this.sign(rawBody) };
  }

  async parseEvent(rawBody: Uint8Array, signature: string): Promise<PaymentEvent> {
    const expected = Buffer.from(this.sign(rawBody));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw new InvalidWebhookError();
    }
    const body = JSON.parse(Buffer.from(rawBody).toString('utf8')) as {
      id: string;
      type: string;
      intentId?: string;
      reference?: string;
      amountCents?: number;
    };
    const known = ['payment_succeeded', 'payment_failed', 'refunded', 'dispute_created'] as const;
    const type = known.find((name) => name === body.type) ?? 'ignored';
    return {
      id: body.id,
      type,
      intentId: body.intentId ?? null,
      ...(body.reference ? { reference: body.reference } : {}),
      ...(body.amountCents === undefined ? {} : { amountCents: body.amountCents }),
    };
  }

  /** Test control: settle an intent as the card network would. */
  settle(id: string, status: IntentStatus, override: Partial<PaymentIntent> = {}): void {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`unknown intent ${id}`);
    this.intents.set(id, { ...intent, ...override, status });
  }

  /** Test control: an intent created elsewhere (another user, another amount). */
  put(intent: PaymentIntent): void {
    this.intents.set(intent.id, intent);
  }

  get intentCount(): number {
    return this.intents.size;
  }

  sign(rawBody: Uint8Array): string {
    return createHmac('sha256', this.webhookSecret).update(rawBody).digest('hex');
  }
}
