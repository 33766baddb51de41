import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  InvalidWebhookError,
  Money,
  PaymentGatewayError,
  type CreatedIntent,
  type IntentRequest,
  type IntentMetadata,
  type PaymentEvent,
  type PaymentGateway,
  type PaymentIntent,
  type ProcessorIntentRepository,
  type ProcessorRefund,
  type RefundRequestToProcessor,
} from '@classroom/core';
import { checkCardDetails, cardDigits, type CardDetails } from './card-details';
import { signEvent, verifyEventSignature } from './event-signature';
import { IntentBook } from './intent-book';
import { randomId } from './random-id';
import { testCardOutcome } from './test-cards';
import { presentIntent, type BillingDetails, type TestIntent } from './test-intent';

/** A signed event as the processor sends it: what a webhook request would carry. */
export interface SignedEvent {
  id: string;
  type:
    | 'payment_intent.succeeded'
    | 'payment_intent.payment_failed'
    | 'charge.refunded'
    | 'charge.dispute.created';
  rawBody: Uint8Array;
  signature: string;
}

export type EventListener = (event: SignedEvent) => Promise<unknown>;

export interface ConfirmRequest {
  clientSecret: string;
  card: CardDetails;
  billingDetails?: Partial<BillingDetails>;
}

export type ConfirmOutcome =
  | { ok: true; intent: { id: string; status: 'succeeded' } }
  | { ok: false; status: 400 | 402 | 404; error: { code: string; message: string } };

export interface TestProcessorOptions {
  /**
   * Where intents are kept besides this process: the shared database, so that every replica
   * confirms and verifies the same intents. Without it they live in this process only.
   */
  intents?: ProcessorIntentRepository;
  /** Secret the processor signs its events with; random per process when not given. */
  webhookSecret?: string;
  now?: () => Date;
  /** Told when a listener fails; the processor retries a few times in the background. */
  onDeliveryError?: (error: unknown, event: SignedEvent) => void;
  /** Waits between redeliveries of an event a listener failed (milliseconds). */
  retryDelays?: readonly number[];
}

const KEPT_EVENTS = 100;
/** Stripe's smallest card charge in usd: test mode refuses what Stripe would. */
const MINIMUM_CHARGE_CENTS = 50;
/** Unpaid intents are forgotten after a day, as Stripe forgets idempotency keys. */
const UNPAID_INTENT_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * A card processor that runs inside the server, for the embedded default with no Stripe keys.
 * It follows Stripe's PaymentIntent flow and test cards, keeps its intents in the shared
 * database when given one (else in memory), and tells its listeners about each settled payment
 * with a signed event, as Stripe's webhooks do.
 */
export class TestPaymentProcessor implements PaymentGateway {
  readonly testMode = true;
  readonly publicConfig = { mode: 'test' } as const;
  private readonly intents: IntentBook;
  private readonly listeners = new Set<EventListener>();
  private readonly sent: SignedEvent[] = [];
  private readonly secret: string;
  /** Refunds by idempotency key, and the intents refunded: kept by this process. */
  private readonly refundsByKey = new Map<string, ProcessorRefund>();
  private readonly refundedIntents = new Set<string>();
  private readonly now: () => Date;

  constructor(private readonly options: TestProcessorOptions = {}) {
    this.secret = options.webhookSecret ?? `whsec_test_${randomBytes(24).toString('hex')}`;
    this.now = options.now ?? (() => new Date());
    this.intents = new IntentBook(options.intents);
  }

  async createIntent(input: IntentRequest): Promise<CreatedIntent> {
    if (input.amount.cents < MINIMUM_CHARGE_CENTS) {
      throw new PaymentGatewayError(
        "This course's price is below the smallest amount a card can be charged ($0.50).",
      );
    }
    await this.intents.forgetUnpaidBefore(new Date(this.now().getTime() - UNPAID_INTENT_TTL_MS));
    const id = randomId('pi');
    const fresh: TestIntent = {
      id,
      status: 'requires_payment_method',
      amount: input.amount,
      currency: Money.currency,
      metadata: { ...input.metadata },
      clientSecret: `${id}_secret_${randomId('cs').slice(3)}`,
      idempotencyKey: input.idempotencyKey,
      description: input.description,
      lastPaymentError: null,
      billingDetails: null,
      created: this.now(),
    };
    const intent = await this.intents.create(fresh);
    if (intent !== fresh && !sameRequest(intent, input)) {
      throw new PaymentGatewayError(
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      );
    }
    return { id: intent.id, clientSecret: intent.clientSecret };
  }

  async retrieveIntent(id: string): Promise<PaymentIntent | null> {
    const intent = await this.intents.find(id);
    if (!intent) return null;
    const { id: intentId, status, amount, currency, metadata } = intent;
    return { id: intentId, status, amount, currency, metadata: { ...metadata } };
  }

  async parseEvent(rawBody: Uint8Array, signature: string): Promise<PaymentEvent> {
    if (!verifyEventSignature(rawBody, signature, this.secret, this.now())) {
      throw new InvalidWebhookError();
    }
    const body = parseJson(rawBody);
    const intentId = typeof body?.data?.object?.id === 'string' ? body.data.object.id : null;
    if (typeof body?.id !== 'string') throw new InvalidWebhookError();
    if (body.type === 'payment_intent.succeeded') {
      return { id: body.id, type: 'payment_succeeded', intentId };
    }
    if (body.type === 'payment_intent.payment_failed') {
      return { id: body.id, type: 'payment_failed', intentId };
    }
    const object = body.data?.object;
    const paid = typeof object?.payment_intent === 'string' ? object.payment_intent : null;
    const reference = typeof object?.id === 'string' ? object.id : body.id;
    if (body.type === 'charge.refunded') {
      return { id: body.id, type: 'refunded', intentId: paid, reference };
    }
    if (body.type === 'charge.dispute.created') {
      return { id: body.id, type: 'dispute_created', intentId: paid, reference };
    }
    return { id: body.id, type: 'ignored', intentId };
  }

  /**
   * Refunds a succeeded intent in full, as Stripe's Refunds API does: the same key answers the
   * same refund, another key for a refunded charge is refused. Then signs and sends
   * `charge.refunded`, as Stripe's webhook would.
   */
  async refund(input: RefundRequestToProcessor): Promise<ProcessorRefund> {
    const known = this.refundsByKey.get(input.idempotencyKey);
    if (known) return known;
    const intent = await this.intents.find(input.intentId);
    if (!intent || intent.status !== 'succeeded') {
      throw new PaymentGatewayError(`No succeeded payment_intent '${input.intentId}' to refund.`);
    }
    if (this.refundedIntents.has(intent.id)) {
      throw new PaymentGatewayError(`Charge for '${intent.id}' has already been refunded.`);
    }
    if (input.amount.cents !== intent.amount.cents) {
      throw new PaymentGatewayError('Test mode refunds a payment in full only.');
    }
    const refund: ProcessorRefund = { id: randomId('re'), status: 'succeeded' };
    this.refundsByKey.set(input.idempotencyKey, refund);
    this.refundedIntents.add(intent.id);
    await this.sendObject('charge.refunded', {
      id: randomId('ch'),
      object: 'charge',
      payment_intent: intent.id,
      amount: intent.amount.cents,
      amount_refunded: intent.amount.cents,
      refunded: true,
      refunds: { data: [{ id: refund.id, object: 'refund', status: 'succeeded' }] },
    });
    return refund;
  }

  /** Test control: the card holder disputes a payment (Stripe's `charge.dispute.created`). */
  async dispute(intentId: string): Promise<string> {
    const intent = await this.intents.find(intentId);
    if (!intent || intent.status !== 'succeeded') throw new Error(`no paid intent ${intentId}`);
    const id = randomId('dp');
    await this.sendObject('charge.dispute.created', {
      id,
      object: 'dispute',
      payment_intent: intent.id,
      amount: intent.amount.cents,
      status: 'needs_response',
    });
    return id;
  }

  /** The payment page's card confirmation (what Stripe.js does against Stripe). */
  async confirm(intentId: string, request: ConfirmRequest): Promise<ConfirmOutcome> {
    const intent = await this.intents.find(intentId);
    if (!intent || !sameSecret(intent.clientSecret, request.clientSecret)) {
      return refuse(404, 'resource_missing', `No such payment_intent: '${intentId}'`);
    }
    if (intent.status === 'succeeded' || intent.status === 'canceled') return unexpected(intent);
    const formError = checkCardDetails(request.card, this.now());
    if (formError) return refuse(402, formError.code, formError.message);

    const billingDetails = {
      email: request.billingDetails?.email ?? null,
      name: request.billingDetails?.name ?? null,
    };
    const declined = testCardOutcome(cardDigits(request.card.number));
    const settled: TestIntent = declined
      ? { ...intent, billingDetails, status: 'requires_payment_method', lastPaymentError: declined }
      : { ...intent, billingDetails, status: 'succeeded', lastPaymentError: null };
    // One conditional write: of two confirmations racing on two replicas, one charges.
    if (!(await this.intents.settle(settled, intent.status))) {
      return unexpected((await this.intents.find(intentId)) ?? intent);
    }
    if (declined) {
      await this.send(settled, 'payment_intent.payment_failed');
      return refuse(402, declined.code, declined.message);
    }
    await this.send(settled, 'payment_intent.succeeded');
    return { ok: true, intent: { id: settled.id, status: 'succeeded' } };
  }

  /** The intent as the payment page may see it, given its client secret. */
  async view(intentId: string, clientSecret: string) {
    const intent = await this.intents.find(intentId);
    if (!intent || !sameSecret(intent.clientSecret, clientSecret)) return null;
    return presentIntent(intent);
  }

  /** Registers where signed events go (the product's payment-event use case). */
  onEvent(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The latest signed events, newest last: lets tests redeliver one. */
  get sentEvents(): readonly SignedEvent[] {
    return this.sent;
  }

  /** How many intents this process holds. */
  get intentCount(): number {
    return this.intents.size;
  }

  private async send(intent: TestIntent, type: SignedEvent['type']): Promise<void> {
    await this.sendObject(type, presentIntent(intent));
  }

  private async sendObject(type: SignedEvent['type'], object: object): Promise<void> {
    const created = this.now();
    const body = {
      id: randomId('evt'),
      object: 'event',
      type,
      created: Math.floor(created.getTime() / 1000),
      livemode: false,
      data: { object },
    };
    const rawBody = Buffer.from(JSON.stringify(body));
    const event: SignedEvent = {
      id: body.id,
      type,
      rawBody,
      signature: signEvent(rawBody, this.secret, created),
    };
    this.sent.push(event);
    if (this.sent.length > KEPT_EVENTS) this.sent.shift();
    await Promise.all([...this.listeners].map((listener) => this.deliver(listener, event, 0)));
  }

  /** First delivery is awaited, so a paid student is enrolled before the page hears back. */
  private async deliver(listener: EventListener, event: SignedEvent, attempt: number) {
    try {
      // Re-sign on each attempt: a late retry must stay within the signature tolerance.
      await listener({ ...event, signature: signEvent(event.rawBody, this.secret, this.now()) });
    } catch (error) {
      this.options.onDeliveryError?.(error, event);
      const delays = this.options.retryDelays ?? [500, 5_000, 30_000];
      const delay = delays[attempt];
      if (delay === undefined) return;
      setTimeout(() => void this.deliver(listener, event, attempt + 1), delay).unref();
    }
  }
}

function unexpected(intent: TestIntent): ConfirmOutcome {
  return refuse(
    400,
    'payment_intent_unexpected_state',
    `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
  );
}

function refuse(status: 400 | 402 | 404, code: string, message: string): ConfirmOutcome {
  return { ok: false, status, error: { code, message } };
}

function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function sameRequest(
  intent: TestIntent,
  input: { amount: Money; metadata: IntentMetadata; description: string },
): boolean {
  return (
    intent.amount.equals(input.amount) &&
    intent.metadata.courseId === input.metadata.courseId &&
    intent.metadata.email === input.metadata.email
  );
}

interface EventBody {
  id?: unknown;
  type?: unknown;
  data?: { object?: { id?: unknown; payment_intent?: unknown } };
}

function parseJson(rawBody: Uint8Array): EventBody | null {
  try {
    const body: unknown = JSON.parse(Buffer.from(rawBody).toString('utf8'));
    return typeof body === 'object' && body !== null ? (body as EventBody) : null;
  } catch {
    return null;
  }
}
