import type { PaymentEvent } from '@classroom/core';
import type Stripe from 'stripe';

interface EventObject {
  id?: unknown;
  object?: unknown;
  metadata?: { courseId?: unknown } | null;
  payment_intent?: unknown;
  amount?: unknown;
  amount_refunded?: unknown;
  refunded?: unknown;
  status?: unknown;
}

/**
 * The events that matter for enrollment and its money; anything else is acknowledged and
 * ignored, and so is a payment of the same Stripe account that is not for a course (no
 * `courseId`), which would otherwise be refused and retried by Stripe for days. The intent
 * itself is still retrieved from Stripe before anyone is enrolled: the event's content is never
 * trusted. Refunds and disputes name their intent; one the school has no payment for is
 * ignored by the use case. Only a full refund ends an enrollment (partial ones are ignored).
 */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const object = event.data?.object as EventObject | undefined;
  const money = moneyEvent(event, object);
  if (money) return money;
  const intentId =
    object?.object === 'payment_intent' && typeof object.id === 'string' ? object.id : null;
  const forCourse = typeof object?.metadata?.courseId === 'string';
  if (!intentId || !forCourse) return { id: event.id, type: 'ignored', intentId };
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { id: event.id, type: 'payment_succeeded', intentId };
    case 'payment_intent.payment_failed':
      return { id: event.id, type: 'payment_failed', intentId };
    default:
      return { id: event.id, type: 'ignored', intentId };
  }
}

function moneyEvent(event: Stripe.Event, object: EventObject | undefined): PaymentEvent | null {
  const intentId = typeof object?.payment_intent === 'string' ? object.payment_intent : null;
  const id = typeof object?.id === 'string' ? object.id : event.id;
  if (!intentId) return null;
  if (event.type === 'charge.refunded' && object?.object === 'charge') {
    const full =
      object.refunded === true ||
      (typeof object.amount === 'number' && object.amount_refunded === object.amount);
    return { id: event.id, type: full ? 'refunded' : 'ignored', intentId, reference: id };
  }
  if (event.type.startsWith('refund.') && object?.object === 'refund') {
    const done = object.status === 'succeeded' && typeof object.amount === 'number';
    if (!done) return { id: event.id, type: 'ignored', intentId, reference: id };
    // The use case compares the amount with the payment: a partial refund ends nothing.
    return {
      id: event.id,
      type: 'refunded',
      intentId,
      reference: id,
      amountCents: object.amount as number,
    };
  }
  if (event.type === 'charge.dispute.created' && object?.object === 'dispute') {
    return { id: event.id, type: 'dispute_created', intentId, reference: id };
  }
  return null;
}
