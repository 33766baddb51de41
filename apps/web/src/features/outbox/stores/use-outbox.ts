import { useFeatureStore } from '../../../stores/use-stores';
import type { RootStore } from '../../../stores/root.store';
import { createHttpOutboxApi } from '../api/http-outbox-api';
import { OutboxStore } from './outbox.store';

export function createOutboxStore(root: RootStore): OutboxStore {
  return new OutboxStore(createHttpOutboxApi(root.api));
}

/** The admins' Outbox, created on first use and kept for the app's lifetime. */
export function useOutbox(): OutboxStore {
  return useFeatureStore(createOutboxStore);
}
