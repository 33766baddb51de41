import { useFeatureStore } from '../../../stores/use-stores';
import type { RootStore } from '../../../stores/root.store';
import { createHttpAuditApi } from '../api/http-audit-api';
import { AuditLogStore } from './audit-log.store';

export function createAuditLogStore(root: RootStore): AuditLogStore {
  return new AuditLogStore(createHttpAuditApi(root.api));
}

/** The admins' Audit log, created on first use and kept for the app's lifetime. */
export function useAuditLog(): AuditLogStore {
  return useFeatureStore(createAuditLogStore);
}
