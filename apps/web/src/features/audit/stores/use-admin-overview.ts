import { useFeatureStore } from '../../../stores/use-stores';
import type { RootStore } from '../../../stores/root.store';
import { createHttpAdminOverviewApi } from '../api/http-admin-overview-api';
import { AdminOverviewStore } from './admin-overview.store';

export function createAdminOverviewStore(root: RootStore): AdminOverviewStore {
  return new AdminOverviewStore(createHttpAdminOverviewApi(root.api));
}

/** The admin home's store, created on first use and kept for the app's lifetime. */
export function useAdminOverview(): AdminOverviewStore {
  return useFeatureStore(createAdminOverviewStore);
}
