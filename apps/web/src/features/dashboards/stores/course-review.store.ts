import { makeAutoObservable, runInAction } from 'mobx';
import type { CourseReview, DashboardsApi, DecisionReason } from '../api/dashboards-api';
import type { LoadStatus } from './load-status';

/** One course's review: what changed since the last decision, and deciding on it. */
export class CourseReviewStore {
  review: CourseReview | null = null;
  status: LoadStatus = 'idle';

  constructor(private readonly api: DashboardsApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  async load(courseId: string): Promise<void> {
    this.status = 'loading';
    try {
      const review = await this.api.courseReview(courseId);
      runInAction(() => {
        this.review = review;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'failed';
      });
      throw error;
    }
  }

  /** Approves what the admin sees: the pending course, or its revision at the version shown. */
  async approve(): Promise<void> {
    const { course, revision } = this.review!;
    if (revision) await this.api.approveRevision(course._id, revision.version);
    else await this.api.approveCourse(course._id);
    await this.load(course._id);
  }

  async reject(reason: DecisionReason): Promise<void> {
    const { course, revision } = this.review!;
    if (revision) await this.api.rejectRevision(course._id, revision.version, reason);
    else await this.api.rejectCourse(course._id, reason);
    await this.load(course._id);
  }
}
