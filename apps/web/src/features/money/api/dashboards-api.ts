import { endpoints, type TableCourseWire, type TableUserWire } from '@classroom/http-contract';
import type { ApiClient } from '../../../lib/api-client';
import { tablePage, tablePageOf } from '../../../lib/table-page';
import type { Choice } from '../components/search-select';

// The money port reads its pages in the shape every dashboard table has.
export type { PageOf } from '../../../lib/table-page';

/** What the money pages' search selects offer: courses and approved instructors by name. */
export interface MoneyFinders {
  courses(words: string): Promise<Choice[]>;
  instructors(words: string): Promise<Choice[]>;
  /** The signed-in instructor's own courses (a revenue chart's course selector). */
  myCourses(): Promise<Choice[]>;
}

const courseChoice = (course: TableCourseWire): Choice => ({
  value: course._id,
  label: course.courseName,
});

/**
 * The money pages' reads of the other dashboards' tables (the admins' courses and Teacher
 * Request, the instructor's own courses), for their search selects.
 */
export function createHttpMoneyFinders(client: ApiClient): MoneyFinders {
  return {
    async courses(words) {
      const q = words.trim() || undefined;
      const found = await tablePageOf(client, endpoints.adminCourses, 1, 10, { q }, courseChoice);
      return found.items;
    },
    async instructors(words) {
      const filters = { q: words.trim() || undefined, state: 'approved' };
      const found = await tablePage(
        client,
        endpoints.adminApplications.path,
        1,
        10,
        filters,
        (person: TableUserWire): Choice => ({
          value: person._id,
          label: `${person.displayName} (${person.email})`,
        }),
      );
      return found.items;
    },
    // As "My class" lists them: pending first, the most a table page holds.
    async myCourses() {
      const { items } = await client.callPage(endpoints.ownCourses, {
        query: { limit: 50, pendingFirst: 'true' },
      });
      return items.map(courseChoice);
    },
  };
}
