import { makeAutoObservable, runInAction } from 'mobx';
import type {
  DashboardsApi,
  DashboardUser,
  DecisionReason,
  InstructorStatus,
} from '../api/dashboards-api';
import type { LoadStatus } from './load-status';

/** Instructor applications and the admin's decision on each. */
export class ApplicantsStore {
  readonly applicants = new Map<string, DashboardUser>();
  status: LoadStatus = 'idle';

  constructor(private readonly api: DashboardsApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  get rows(): DashboardUser[] {
    return [...this.applicants.values()];
  }

  get total(): number {
    return this.applicants.size;
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const applicants = await this.api.listApplicants();
      runInAction(() => {
        this.applicants.clear();
        for (const applicant of applicants) this.applicants.set(applicant.id, applicant);
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'failed';
      });
      throw error;
    }
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
    const applicant = this.applicants.get(userId);
    if (applicant) this.applicants.set(userId, { ...applicant, status });
  }
}
