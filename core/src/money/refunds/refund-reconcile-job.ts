/** The job that makes sure an approved refund finishes or is undone; its payload is `{ requestId }`. */
export const REFUND_RECONCILE_JOB = 'refunds.reconcile';

/** Its first look, long after the approval's own refund had its go. */
export const REFUND_RECONCILE_AFTER_MS = 10 * 60_000;
