import type { Payment } from './payment';
import type { RefundRequestToProcessor } from './payment-gateway.port';

/**
 * What a payment decides about itself (decision 54). A payment is a receipt and never changes:
 * the ledger's refund or dispute line is what reverses it, once.
 */

/** A free enrollment's record moves no money: no sale, no refund and no reversal. */
export function isPaid(payment: Payment): boolean {
  return payment.amount.isPositive();
}

/**
 * Whether the processor's refund or dispute of this amount reverses the payment. The product
 * refunds in full: less (a partial refund made in the processor's dashboard) reverses nothing;
 * an event that does not say is taken as the whole.
 */
export function reversesPayment(payment: Payment, amountCents: number | undefined): boolean {
  return amountCents === undefined || amountCents >= payment.amount.cents;
}

/** The whole payment back, keyed per payment: asked again, the processor answers the same refund. */
export function processorRefundOf(payment: Payment): RefundRequestToProcessor {
  return {
    intentId: payment.transactionId,
    amount: payment.amount,
    idempotencyKey: `refund-${payment.id}`,
  };
}
