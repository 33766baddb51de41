import type {
  ApplicationFilters,
  PeopleApi,
  DashboardUser,
  InstructorStatus,
} from '../api/people-api';
import type { DecisionReason } from '../../../lib/wire';
import { FilteredListStore } from '../../../stores/filtered-list.store';

export const APPLICATIONS_PAGE_SIZE = 10;

/**
 * Instructor applications, a page at a time, and the admin's decision on each: pending ones
 * only at first (what awaits a decision), searched, filtered and sorted on the server.
 */
export class ApplicantsStore extends FilteredListStore<DashboardUser, ApplicationFilters> {
  constructor(private readonly api: PeopleApi) {
    super({ state: 'applied', pendingFirst: true, sort: 'oldest' });
  }

  protected fetchPage(page: number) {
    return this.api.listApplications(page, APPLICATIONS_PAGE_SIZE, this.filters);
  }

  async approve(userId: string): Promise<void> {
    await this.api.approveApplicant(userId);
    this.setStatus(userId, 'approved');
  }

  async reject(userId: string, reason: DecisionReason): Promise<void> {
    await this.api.rejectApplicant(userId, reason);
    this.setStatus(userId, 'rejected');
  }

  private setStatus(userId: string, status: InstructorStatus): void {
    this.replace(userId, (user) => ({ ...user, status }));
  }
}
