export * from './ledger-entry';
export * from './money-policy';
export * from './money.errors';
export * from './money.repository.port';
export * from './refund-request';
export { AUTO_APPROVE_SETTING, type MoneyDeps } from './money-deps';
export type { RefundEligibility } from './refunds/refund-eligibility';
export type { RefundConsumption } from './refunds/refund-consumption';
export type { RefundReconciliation } from './refunds/reconcile-refund.use-case';
export { REFUND_RECONCILE_AFTER_MS, REFUND_RECONCILE_JOB } from './refunds/refund-reconcile-job';
export type {
  RefundEligibilityView,
  RefundPolicyView,
  RefundQueueEntry,
} from './refunds/refund-use-cases';
export type { EarningsSummary, StatementRow, RevenueQuery } from './earnings/earnings-use-cases';
export { MAX_REVENUE_DAYS } from './earnings/earnings-use-cases';
export type { PayoutInput, AdjustmentInput } from './payouts/payout-use-cases';
export { reversePayment, type Reversal } from './reverse-payment';
export { recordSale } from './record-sale';
