import { enrollAfterPayment, type EnrollmentDeps } from '../enroll-after-payment';
import { PaymentNotVerifiedError } from '../enrollment.errors';

/** The job that makes sure a checkout's payment is recorded; its payload is `{ intentId }`. */
export const PAYMENT_RECONCILE_JOB = 'payments.reconcile';

/** The first look at a checkout, long after the page and the processor's event had their go. */
export const RECONCILE_AFTER_MS = 10 * 60_000;

/**
 * recorded: the payment is on the books (now or before). open: not paid yet; look again
 * later. closed: nothing to record (cancelled, unknown, or a payment that does not verify).
 */
export type Reconciliation = 'recorded' | 'open' | 'closed';

/**
 * Records the payment of a checkout whose student was charged but never enrolled: the page
 * was closed, the processor's event was lost, or the database was away at that moment. Asked
 * again until the intent succeeds or closes, it enrols exactly once, like every other path.
 */
export class ReconcilePayment {
  constructor(private readonly deps: EnrollmentDeps) {}

  async execute(input: { intentId: string }): Promise<Reconciliation> {
    if (await this.deps.enrollments.findPaymentByTransactionId(input.intentId)) return 'recorded';
    const intent = await this.deps.gateway.retrieveIntent(input.intentId);
    if (!intent || intent.status === 'canceled') return 'closed';
    if (intent.status !== 'succeeded') return 'open';
    try {
      await enrollAfterPayment(this.deps, input.intentId, null);
      return 'recorded';
    } catch (error) {
      // A payment that does not verify never will: keeping on asking changes nothing.
      if (error instanceof PaymentNotVerifiedError) return 'closed';
      throw error;
    }
  }
}
