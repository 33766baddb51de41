import { useFeatureStore } from '../../../stores/use-stores';
import type { RootStore } from '../../../stores/root.store';
import { createHttpEnrollmentsApi } from '../api/http-enrollments-api';
import { StudentEnrollmentsStore } from './student-enrollments.store';

export function createStudentEnrollmentsStore(root: RootStore): StudentEnrollmentsStore {
  return new StudentEnrollmentsStore(createHttpEnrollmentsApi(root.api));
}

/** The student's classes, created on first use and kept for the app's lifetime. */
export function useStudentEnrollments(): StudentEnrollmentsStore {
  return useFeatureStore(createStudentEnrollmentsStore);
}
