import { useFeatureStore } from '../../../stores/use-stores';
import type { RootStore } from '../../../stores/root.store';
import { createHttpCertificatesApi } from '../api/http-certificates-api';
import { AdminCertificatesStore } from './admin-certificates.store';
import { StudentCertificatesStore } from './certificates.store';

export function createStudentCertificates(root: RootStore): StudentCertificatesStore {
  return new StudentCertificatesStore(createHttpCertificatesApi(root.api));
}

export function createAdminCertificates(root: RootStore): AdminCertificatesStore {
  return new AdminCertificatesStore(createHttpCertificatesApi(root.api));
}

/** The student's certificates, created on first use and kept for the app's lifetime. */
export function useStudentCertificates(): StudentCertificatesStore {
  return useFeatureStore(createStudentCertificates);
}

/** The admins' certificates, created on first use and kept for the app's lifetime. */
export function useAdminCertificates(): AdminCertificatesStore {
  return useFeatureStore(createAdminCertificates);
}
