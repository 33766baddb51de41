import { makeAutoObservable, runInAction } from 'mobx';
import type { DashboardsApi, EnrolledCourse, PaymentRecord } from '../api/dashboards-api';
import type { LoadStatus } from './load-status';

/** The student's enrolled courses and the payments that bought them. */
export class StudentEnrollmentsStore {
  readonly enrollments = new Map<string, EnrolledCourse>();
  readonly payments = new Map<string, PaymentRecord>();
  status: LoadStatus = 'idle';

  constructor(private readonly api: DashboardsApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  get list(): EnrolledCourse[] {
    return [...this.enrollments.values()];
  }

  get count(): number {
    return this.enrollments.size;
  }

  /** Keyed by course id: a student pays for a course once. */
  enrollmentFor(courseId: string): EnrolledCourse | undefined {
    return this.list.find((entry) => entry.courseId === courseId);
  }

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
        for (const payment of payments) this.payments.set(payment.courseId, payment);
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'failed';
      });
      throw error;
    }
  }
}
