import { DEFAULT_RETRY_POLICY, type RetryPolicy, type UseCases } from '@classroom/core';
import type { JobHandler } from './job-runner';

/**
 * Asked again until the checkout's intent succeeds or closes: a minute, then doubling up to
 * six hours, for three days, as a processor retries its own events.
 */
export const RECONCILE_RETRY: RetryPolicy = {
  ...DEFAULT_RETRY_POLICY,
  backoffBaseMs: 60_000,
  backoffMaxMs: 6 * 60 * 60_000,
  deadlineMs: 3 * 24 * 60 * 60_000,
};

/** The job that records a checkout's payment nobody recorded (core ReconcilePayment). */
export function reconcilePaymentJob(
  useCases: Pick<UseCases, 'reconcilePayment'>,
  retry: Partial<RetryPolicy> = {},
): JobHandler {
  return {
    retry: { ...RECONCILE_RETRY, ...retry },
    async run(payload) {
      const intentId = (payload as { intentId?: unknown } | null)?.intentId;
      if (typeof intentId !== 'string') throw new Error('payments.reconcile: no intentId');
      const outcome = await useCases.reconcilePayment.execute({ intentId });
      // Failing is how a job asks to be tried again later.
      if (outcome === 'open') throw new Error('the payment is not settled yet');
    },
  };
}
