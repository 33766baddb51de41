import type { RetryPolicy, UseCases } from '@classroom/core';
import type { JobHandler } from './job-runner';
import { RECONCILE_RETRY } from './reconcile-payment-job';

/**
 * The job that finishes, or undoes, a refund approval left half way (core ReconcileRefund).
 * A failure (the database still away) is tried again as a checkout's reconciliation is.
 */
export function reconcileRefundJob(
  useCases: Pick<UseCases, 'reconcileRefund'>,
  retry: Partial<RetryPolicy> = {},
): JobHandler {
  return {
    retry: { ...RECONCILE_RETRY, ...retry },
    async run(payload) {
      const requestId = (payload as { requestId?: unknown } | null)?.requestId;
      if (typeof requestId !== 'string') throw new Error('refunds.reconcile: no requestId');
      await useCases.reconcileRefund.execute({ requestId });
    },
  };
}
