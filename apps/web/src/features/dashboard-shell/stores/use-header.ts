import { useFeatureStore } from '../../../stores/use-stores';
import type { RootStore } from '../../../stores/root.store';
import { createHttpHeaderApi } from '../api/http-header-api';
import { HeaderSearchStore } from './header-search.store';
import { NotificationsStore } from './notifications.store';

export interface HeaderStores {
  search: HeaderSearchStore;
  notifications: NotificationsStore;
}

export function createHeaderStores(root: RootStore): HeaderStores {
  const api = createHttpHeaderApi(root.api);
  return { search: new HeaderSearchStore(api), notifications: new NotificationsStore(api) };
}

/** The header's search and bell, created on first use and kept for the app's lifetime. */
export function useHeader(): HeaderStores {
  return useFeatureStore(createHeaderStores);
}
