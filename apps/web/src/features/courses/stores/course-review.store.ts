import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError } from '../../../lib/api-error';
import type { CourseReview, CoursesApi } from '../api/courses-api';
import type { DecisionReason } from '../../../lib/wire';
import type { LoadStatus } from '../../../stores/load-status';

/** One course's review: what changed since the last decision, and deciding on it. */
export class CourseReviewStore {
  review: CourseReview | null = null;
  status: LoadStatus = 'idle';
  /**
   * The revision changed after it was shown (the instructor edited it, or another admin
   * decided on it): the decision was refused and the review reloaded, to be read again.
   */
  changedMeanwhile = false;

  constructor(private readonly api: CoursesApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  async load(courseId: string): Promise<void> {
    this.status = 'loading';
    try {
      const review = await this.api.courseReview(courseId);
      runInAction(() => {
        if (review.course._id !== this.review?.course._id) this.changedMeanwhile = false;
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
  approve(): Promise<void> {
    const { course, revision } = this.review!;
    return this.decide(() =>
      revision
        ? this.api.approveRevision(course._id, revision.version)
        : this.api.approveCourse(course._id),
    );
  }

  reject(reason: DecisionReason): Promise<void> {
    const { course, revision } = this.review!;
    return this.decide(() =>
      revision
        ? this.api.rejectRevision(course._id, revision.version, reason)
        : this.api.rejectCourse(course._id, reason),
    );
  }

  /** Runs a decision, then shows the course as it now stands; a stale revision is reloaded. */
  private async decide(decision: () => Promise<void>): Promise<void> {
    const courseId = this.review!.course._id;
    try {
      await decision();
    } catch (error) {
      if (isApiError(error) && error.code === 'revision_not_pending') {
        runInAction(() => {
          this.changedMeanwhile = true;
        });
        await this.load(courseId);
      }
      throw error;
    }
    runInAction(() => {
      this.changedMeanwhile = false;
    });
    await this.load(courseId);
  }
}
