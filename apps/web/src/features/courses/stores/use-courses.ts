import { useFeatureStore } from '../../../stores/use-stores';
import type { RootStore } from '../../../stores/root.store';
import { createHttpCoursesApi } from '../api/http-courses-api';
import { CoursesStore } from './courses.store';

export function createCoursesStore(root: RootStore): CoursesStore {
  return new CoursesStore(createHttpCoursesApi(root.api));
}

/** The course dashboards' stores, created on first use and kept for the app's lifetime. */
export function useCourses(): CoursesStore {
  return useFeatureStore(createCoursesStore);
}
