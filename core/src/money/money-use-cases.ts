import type { MoneyDeps } from './money-deps';
import { ListAllPayments } from './list-all-payments.use-case';
import {
  GetEarnings,
  GetEarningsRevenue,
  GetEarningsStatement,
  GetRevenue,
} from './earnings/earnings-use-cases';
import { ListPayouts, RecordFeeAdjustment, RecordPayout } from './payouts/payout-use-cases';
import { ListMyRefundRequests } from './refunds/my-refund-requests.use-case';
import { ReconcileRefund } from './refunds/reconcile-refund.use-case';
import {
  ApproveRefund,
  DeclineRefund,
  GetRefundEligibility,
  GetRefundSettings,
  ListRefundRequests,
  RequestRefund,
  SetRefundSettings,
} from './refunds/refund-use-cases';

/** Refunds, the earnings ledger and payouts (decision 36). */
export function createMoneyUseCases(deps: MoneyDeps) {
  return {
    getRefundEligibility: new GetRefundEligibility(deps),
    requestRefund: new RequestRefund(deps),
    listMyRefundRequests: new ListMyRefundRequests(deps),
    approveRefund: new ApproveRefund(deps),
    declineRefund: new DeclineRefund(deps),
    reconcileRefund: new ReconcileRefund(deps),
    listRefundRequests: new ListRefundRequests(deps),
    getRefundSettings: new GetRefundSettings(deps),
    setRefundSettings: new SetRefundSettings(deps),
    getEarnings: new GetEarnings(deps),
    getEarningsRevenue: new GetEarningsRevenue(deps),
    getEarningsStatement: new GetEarningsStatement(deps),
    getRevenue: new GetRevenue(deps),
    recordPayout: new RecordPayout(deps),
    recordFeeAdjustment: new RecordFeeAdjustment(deps),
    listPayouts: new ListPayouts(deps),
    listAllPayments: new ListAllPayments(deps),
  };
}
