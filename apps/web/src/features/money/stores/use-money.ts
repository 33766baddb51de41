import type { RootStore } from '../../../stores/root.store';
import { useFeatureStore } from '../../../stores/use-stores';
import { createHttpMoneyFinders, type MoneyFinders } from '../api/dashboards-api';
import { createHttpMoneyApi } from '../api/http-money-api';
import type { MoneyApi } from '../api/money-api';
import { AdminPaymentsStore } from './admin-payments.store';
import { AdminPayoutsStore, MyPayoutsStore } from './payouts.store';
import { RefundQueueStore } from './refund-queue.store';

// The root store keeps one instance per factory, so each factory is a named function.

export function createMoneyApi(root: RootStore): MoneyApi {
  return createHttpMoneyApi(root.api);
}
export function createRefundQueue(root: RootStore): RefundQueueStore {
  return new RefundQueueStore(root.feature(createMoneyApi));
}
export function createAdminPayments(root: RootStore): AdminPaymentsStore {
  return new AdminPaymentsStore(root.feature(createMoneyApi));
}
export function createAdminPayouts(root: RootStore): AdminPayoutsStore {
  return new AdminPayoutsStore(root.feature(createMoneyApi));
}
export function createMyPayouts(root: RootStore): MyPayoutsStore {
  return new MyPayoutsStore(root.feature(createMoneyApi));
}

export function createMoneyFinders(root: RootStore): MoneyFinders {
  return createHttpMoneyFinders(root.api);
}

export function useMoneyFinders(): MoneyFinders {
  return useFeatureStore(createMoneyFinders);
}

/** The money port, for pages that keep their figures to themselves (earnings, revenue). */
export function useMoneyApi(): MoneyApi {
  return useFeatureStore(createMoneyApi);
}
export function useRefundQueue(): RefundQueueStore {
  return useFeatureStore(createRefundQueue);
}
export function useAdminPayments(): AdminPaymentsStore {
  return useFeatureStore(createAdminPayments);
}
export function useAdminPayouts(): AdminPayoutsStore {
  return useFeatureStore(createAdminPayouts);
}
export function useMyPayouts(): MyPayoutsStore {
  return useFeatureStore(createMyPayouts);
}
