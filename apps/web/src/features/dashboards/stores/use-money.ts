import type { RootStore } from '../../../stores/root-store';
import { useFeatureStore } from '../../../stores/use-stores';
import { createHttpDashboardsApi } from '../api/http-dashboards-api';
import { createHttpMoneyApi } from '../api/http-money-api';
import type { MoneyApi } from '../api/money-api';
import type { Choice } from '../components/search-select';
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

/** What the money pages' search selects offer: courses and approved instructors by name. */
export interface MoneyFinders {
  courses(words: string): Promise<Choice[]>;
  instructors(words: string): Promise<Choice[]>;
  /** The signed-in instructor's own courses (a revenue chart's course selector). */
  myCourses(): Promise<Choice[]>;
}

export function createMoneyFinders(root: RootStore): MoneyFinders {
  const api = createHttpDashboardsApi(root.api);
  return {
    async courses(words) {
      const found = await api.listAllCourses(1, 10, { q: words.trim() || undefined });
      return found.items.map((course) => ({ value: course.id, label: course.name }));
    },
    async instructors(words) {
      const found = await api.listApplications(1, 10, {
        q: words.trim() || undefined,
        state: 'approved',
      });
      return found.items.map((person) => ({
        value: person.id,
        label: `${person.displayName} (${person.email})`,
      }));
    },
    async myCourses() {
      const courses = await api.listInstructorCourses('');
      return courses.map((course) => ({ value: course.id, label: course.name }));
    },
  };
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
