import { makeAutoObservable, runInAction } from 'mobx';
import type {
  EnrollmentsApi,
  EnrolledCourse,
  NextLesson,
  PaymentRecord,
} from '../api/enrollments-api';
import type { LoadStatus } from '../../../stores/load-status';

/** The student's enrolled courses, the payments that bought them, and where each goes on. */
export class StudentEnrollmentsStore {
  readonly enrollments = new Map<string, EnrolledCourse>();
  readonly payments = new Map<string, PaymentRecord>();
  /** By course id: the lesson 'Continue' opens, for the courses under way. */
  readonly nextLessons = new Map<string, NextLesson>();
  status: LoadStatus = 'idle';

  constructor(private readonly api: EnrollmentsApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  get list(): EnrolledCourse[] {
    return [...this.enrollments.values()];
  }

  /** Started and not finished: the 'Continue learning' cards, most advanced first. */
  get inProgress(): EnrolledCourse[] {
    return this.list
      .filter((entry) => entry.lastLessonId !== null && entry.progressPercent < 100)
      .sort((a, b) => b.progressPercent - a.progressPercent);
  }

  nextLessonOf(courseId: string): NextLesson | undefined {
    return this.nextLessons.get(courseId);
  }

  get count(): number {
    return this.enrollments.size;
  }

  /** Keyed by course id: a student is enrolled in a course once at a time. */
  enrollmentFor(courseId: string): EnrolledCourse | undefined {
    return this.list.find((entry) => entry.courseId === courseId);
  }

  /** The newest payment for the course: after a refund, a purchase made since, if any. */
  paymentFor(courseId: string): PaymentRecord | undefined {
    return this.payments.get(courseId);
  }

  async load(email: string): Promise<void> {
    this.status = 'loading';
    try {
      const [enrollments, payments] = await Promise.all([
        this.api.listEnrollments(email),
        this.api.listPayments(email),
      ]);
      runInAction(() => {
        this.enrollments.clear();
        for (const entry of enrollments) this.enrollments.set(entry.id, entry);
        this.payments.clear();
        // Newest first: the first payment of each course is its latest.
        for (const payment of payments) {
          if (!this.payments.has(payment.courseId)) this.payments.set(payment.courseId, payment);
        }
        this.status = 'ready';
      });
      await this.loadNextLessons();
    } catch (error) {
      runInAction(() => {
        this.status = 'failed';
      });
      throw error;
    }
  }

  /** The next lesson of each course under way; a card whose lookup fails just omits it. */
  private async loadNextLessons(): Promise<void> {
    await Promise.all(
      this.inProgress.map(async ({ courseId }) => {
        const next = await this.api.nextLesson(courseId).catch(() => null);
        runInAction(() => {
          if (next) this.nextLessons.set(courseId, next);
          else this.nextLessons.delete(courseId);
        });
      }),
    );
  }
}
