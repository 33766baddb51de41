import {
  Money,
  PaymentNotVerifiedError,
  type IntentStatus,
  type PaymentIntent,
} from '@classroom/core';
import type Stripe from 'stripe';

const statuses: Record<Stripe.PaymentIntent.Status, IntentStatus> = {
  requires_payment_method: 'requires_payment_method',
  requires_confirmation: 'requires_confirmation',
  requires_action: 'requires_action',
  processing: 'processing',
  // Authorised but not captured: not paid yet.
  requires_capture: 'processing',
  canceled: 'canceled',
  succeeded: 'succeeded',
};

/** Stripe's PaymentIntent as the core sees it; the core then checks every field. */
export function toPaymentIntent(intent: Stripe.PaymentIntent): PaymentIntent {
  if (!Number.isSafeInteger(intent.amount) || intent.amount < 0 || intent.amount > Money.max) {
    throw new PaymentNotVerifiedError('wrong_amount');
  }
  return {
    id: intent.id,
    status: statuses[intent.status] ?? 'processing',
    amount: Money.cents(intent.amount),
    currency: intent.currency,
    metadata: {
      courseId: intent.metadata?.courseId ?? '',
      email: intent.metadata?.email ?? '',
      ...priceOf(intent.metadata?.priceCents),
    },
  };
}

/** Stripe keeps metadata as text: the checkout's price, when it was recorded, as cents. */
function priceOf(raw: string | undefined): { priceCents?: number } {
  return raw !== undefined && /^\d{1,9}$/.test(raw) ? { priceCents: Number(raw) } : {};
}
