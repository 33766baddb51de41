import { useFeatureStore } from '../../../stores/use-stores';
import type { RootStore } from '../../../stores/root-store';
import { createHttpDashboardsApi } from '../api/http-dashboards-api';
import { DashboardsStore } from './dashboards.store';

export function createDashboardsStore(root: RootStore): DashboardsStore {
  return new DashboardsStore(createHttpDashboardsApi(root.api));
}

/** The dashboards' stores, created on first use and kept for the app's lifetime. */
export function useDashboards(): DashboardsStore {
  return useFeatureStore(createDashboardsStore);
}
