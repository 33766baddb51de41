import { enrollAfterPayment, type EnrollmentDeps } from '../enroll-after-payment';
import type { PaymentEvent } from '../payment-gateway.port';

export interface HandledEvent {
  event: PaymentEvent;
  enrolled: boolean;
}

/**
 * The processor's signed notice of a payment: enrols even when the student closed the tab.
 * Duplicates and late failure notices change nothing.
 */
export class HandlePaymentEvent {
  constructor(private readonly deps: EnrollmentDeps) {}

  async execute(rawBody: Uint8Array, signature: string): Promise<HandledEvent> {
    const event = await this.deps.gateway.parseEvent(rawBody, signature);
    if (event.type !== 'payment_succeeded' || !event.intentId) return { event, enrolled: false };
    const outcome = await enrollAfterPayment(this.deps, event.intentId, null);
    return { event, enrolled: outcome.created };
  }
}
