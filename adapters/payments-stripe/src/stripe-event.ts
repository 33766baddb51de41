import type { PaymentEvent } from '@classroom/core';
import type Stripe from 'stripe';

/** The two events that matter for enrolment; anything else is acknowledged and ignored. */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const object = event.data?.object as { id?: unknown; object?: unknown } | undefined;
  const intentId =
    object?.object === 'payment_intent' && typeof object.id === 'string' ? object.id : null;
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { id: event.id, type: 'payment_succeeded', intentId };
    case 'payment_intent.payment_failed':
      return { id: event.id, type: 'payment_failed', intentId };
    default:
      return { id: event.id, type: 'ignored', intentId };
  }
}
