import type { Money } from '../shared/money';

export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export interface IntentMetadata {
  courseId: string;
  email: string;
  /**
   * The price the server asked for at checkout, in cents: what the student was shown and
   * agreed to pay, whatever the course costs by the time the payment is recorded.
   */
  priceCents?: number;
}

export interface PaymentIntent {
  id: string;
  status: IntentStatus;
  amount: Money;
  currency: string;
  metadata: IntentMetadata;
}

export interface CreatedIntent {
  id: string;
  clientSecret: string;
}

export interface PaymentEvent {
  id: string;
  /**
   * refunded: the payment was refunded in full (Stripe's `charge.refunded`, `refund.*`);
   * dispute_created: the card holder disputed it (`charge.dispute.created`).
   */
  type: 'payment_succeeded' | 'payment_failed' | 'refunded' | 'dispute_created' | 'ignored';
  intentId: string | null;
  /** The processor's refund or dispute id, for those events. */
  reference?: string;
  /** What a refund event returned, when it says: less than the payment is a partial refund. */
  amountCents?: number;
}

export interface RefundRequestToProcessor {
  /** The payment's intent: its transaction id. */
  intentId: string;
  amount: Money;
  /** Same key, same refund: a retry or a race never refunds twice. */
  idempotencyKey: string;
}

export interface ProcessorRefund {
  id: string;
  status: 'succeeded' | 'pending' | 'failed';
}

/** What checkout asks the processor for: the server's amount, for one student and course. */
export interface IntentRequest {
  amount: Money;
  metadata: IntentMetadata;
  /** Same key, same intent. */
  idempotencyKey: string;
  /** What the processor shows beside the payment (Stripe's dashboard). */
  description: string;
}

export interface PaymentGateway {
  /** True for the local test-mode processor or Stripe test keys. */
  readonly testMode: boolean;
  /** Same idempotency key, same intent: repeated clicks never create a second one. */
  createIntent(input: IntentRequest): Promise<CreatedIntent>;
  /** Null when the processor knows no such intent. */
  retrieveIntent(id: string): Promise<PaymentIntent | null>;
  /**
   * Refunds a succeeded payment in full. The processor also reports it with a signed event,
   * which the payment-event use case records (idempotently) like this call's caller does.
   */
  refund(input: RefundRequestToProcessor): Promise<ProcessorRefund>;
  /** Checks the signature on the raw body; fails with InvalidWebhookError. */
  parseEvent(rawBody: Uint8Array, signature: string): Promise<PaymentEvent>;
}
