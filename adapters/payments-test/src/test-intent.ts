import type { PaymentIntent } from '@classroom/core';
import type { CardError } from './card-error';

/** An intent as the test processor keeps it: the port's view plus what only it knows. */
export interface TestIntent extends PaymentIntent {
  clientSecret: string;
  idempotencyKey: string;
  description: string;
  lastPaymentError: CardError | null;
  billingDetails: BillingDetails | null;
  created: Date;
}

export interface BillingDetails {
  email: string | null;
  name: string | null;
}

/** The JSON the processor shows for an intent (in its events and to the payment page). */
export function presentIntent(intent: TestIntent) {
  return {
    id: intent.id,
    object: 'payment_intent',
    status: intent.status,
    amount: intent.amount.cents,
    currency: intent.currency,
    description: intent.description,
    metadata: { ...intent.metadata },
    last_payment_error: intent.lastPaymentError,
    livemode: false,
    created: Math.floor(intent.created.getTime() / 1000),
  };
}
