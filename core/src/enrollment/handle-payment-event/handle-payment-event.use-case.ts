import { DEFAULT_MONEY_POLICY } from '../../money/money-policy';
import { reversePayment } from '../../money/reverse-payment';
import { reversesPayment } from '../payment.entity';
import { enrollAfterPayment, type EnrollmentDeps } from '../enroll-after-payment';
import type { PaymentEvent } from '../payment-gateway.port';

export interface HandledEvent {
  event: PaymentEvent;
  enrolled: boolean;
  /** A refund or dispute this event recorded (false for a replay). */
  reversed?: boolean;
}

/**
 * The processor's signed notice of a payment, a refund or a dispute: enrols even when the
 * student closed the tab, and ends the enrollment when the money goes back. Duplicates, late
 * failure notices and events of payments this school does not know change nothing.
 */
export class HandlePaymentEvent {
  constructor(private readonly deps: EnrollmentDeps) {}

  async execute(rawBody: Uint8Array, signature: string): Promise<HandledEvent> {
    const event = await this.deps.gateway.parseEvent(rawBody, signature);
    if (!event.intentId) return { event, enrolled: false };
    if (event.type === 'refunded' || event.type === 'dispute_created') {
      return { event, enrolled: false, reversed: await this.reverse(event, event.intentId) };
    }
    if (event.type !== 'payment_succeeded') return { event, enrolled: false };
    const outcome = await enrollAfterPayment(this.deps, event.intentId, null);
    return { event, enrolled: outcome.created };
  }

  private async reverse(event: PaymentEvent, intentId: string): Promise<boolean> {
    const payment = await this.deps.enrollments.findPaymentByTransactionId(intentId);
    if (!payment) return false;
    if (!reversesPayment(payment, event.amountCents)) return false;
    return this.deps.unitOfWork.transaction((repositories) =>
      reversePayment(
        repositories,
        { ids: this.deps.ids, policy: this.deps.moneyPolicy ?? DEFAULT_MONEY_POLICY },
        {
          kind: event.type === 'refunded' ? 'refund' : 'dispute',
          payment,
          reference: event.reference ?? event.id,
          at: this.deps.clock.now(),
          actorId: null,
        },
      ),
    );
  }
}
