import type { PaymentEvent } from '@classroom/core';
import type Stripe from 'stripe';

interface EventObject {
  id?: unknown;
  object?: unknown;
  metadata?: { courseId?: unknown } | null;
}

/**
 * The two events that matter for enrollment; anything else is acknowledged and ignored, and
 * so is a payment of the same Stripe account that is not for a course (no `courseId`), which
 * would otherwise be refused and retried by Stripe for days. The intent itself is still
 * retrieved from Stripe before anyone is enrolled: the event's content is never trusted.
 */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const object = event.data?.object as EventObject | undefined;
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
