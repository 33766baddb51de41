import { useFeatureStore } from '../../../stores/use-stores';
import type { RootStore } from '../../../stores/root.store';
import { createHttpPeopleApi } from '../api/http-people-api';
import { PeopleStore } from './people.store';

export function createPeopleStore(root: RootStore): PeopleStore {
  return new PeopleStore(createHttpPeopleApi(root.api));
}

/** The people tables' stores, created on first use and kept for the app's lifetime. */
export function usePeople(): PeopleStore {
  return useFeatureStore(createPeopleStore);
}
