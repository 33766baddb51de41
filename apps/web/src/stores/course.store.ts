import { endpoints, type CourseWire, type PaymentWire } from '@classroom/http-contract';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { ApiClient } from '../lib/api-client';
import { isApiError } from '../lib/api-error';
import type { LoadStatus } from './load-status';
import type { RootStore } from './root.store';

/** A course's read; a failed one says why, and whether the course does not exist. */
export type CourseLoad =
  | { status: Extract<LoadStatus, 'loading' | 'ready'> }
  | { status: Extract<LoadStatus, 'failed'>; message: string; notFound: boolean };

/** Single courses by id, and the signed-in student's payments (to tell 'Continue' from 'Pay'). */
export class CourseStore {
  readonly courses = observable.map<string, CourseWire>();
  readonly loads = observable.map<string, CourseLoad>();
  payments: PaymentWire[] = [];
  paymentsFor: string | null = null;
  paymentsStatus: LoadStatus = 'idle';
  enrolling = false;
  enrollError = '';
  /** Reads started before the page asked (`prefetch…`), which the page's first read reuses. */
  private readonly prefetched = new Set<string>();

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<CourseStore, 'api' | 'prefetched'>(
      this,
      { api: false, prefetched: false },
      { autoBind: true },
    );
  }

  course(id: string): CourseWire | undefined {
    return this.courses.get(id);
  }

  loadOf(id: string): CourseLoad | undefined {
    return this.loads.get(id);
  }

  /**
   * Whether the student has a payment for the course that no refund or dispute reversed: what
   * tells 'Continue' from 'Pay for enrollment'. A refunded student may buy the course again.
   */
  hasStandingPayment(courseId: string): boolean {
    return this.payments.some((payment) => payment.courseId === courseId && !payment.refundedAt);
  }

  /**
   * Starts reading the course before its page has mounted (the app knows the route at once),
   * so the page does not wait for the session first. The page's `openCourse` then reuses it.
   */
  prefetchCourse(id: string): void {
    this.prefetched.add(`course:${id}`);
    void this.loadCourse(id);
  }

  /** The page's read: the prefetched one the first time, a fresh one on every later visit. */
  openCourse(id: string): void {
    if (!this.prefetched.delete(`course:${id}`)) void this.loadCourse(id);
  }

  /** The same for the student's payments, started as soon as the session names them. */
  prefetchPayments(email: string): void {
    this.prefetched.add(`payments:${email}`);
    void this.loadPayments(email);
  }

  openPayments(email: string): void {
    if (!this.prefetched.delete(`payments:${email}`)) void this.loadPayments(email);
  }

  async loadCourse(id: string): Promise<void> {
    this.loads.set(id, { status: 'loading' });
    try {
      const course = await this.api.call(endpoints.courseForPayment, { params: { id } });
      runInAction(() => {
        this.courses.set(id, course);
        this.loads.set(id, { status: 'ready' });
      });
    } catch (error) {
      runInAction(() => {
        this.loads.set(id, {
          status: 'failed',
          message: isApiError(error) ? error.message : 'The course could not be loaded.',
          notFound: isApiError(error) && error.status === 404,
        });
      });
    }
  }

  /**
   * Enrols the student in a free course, then reads their payments (a $0 one now says
   * 'Continue') and the course (its count went up) again.
   */
  async enrollForFree(courseId: string, email: string): Promise<void> {
    this.enrolling = true;
    this.enrollError = '';
    try {
      await this.api.call(endpoints.enrollForFree, { body: { courseId } });
      await Promise.all([this.loadPayments(email), this.loadCourse(courseId)]);
    } catch (error) {
      runInAction(() => {
        this.enrollError = isApiError(error) ? error.message : 'You could not be enrolled.';
      });
    } finally {
      runInAction(() => {
        this.enrolling = false;
      });
    }
  }

  /** Whether the signed-in student's payments, as last read, are `email`'s and current. */
  paymentsKnownFor(email: string): boolean {
    return this.paymentsStatus === 'ready' && this.paymentsFor === email;
  }

  /**
   * Forgets what a payment just changed (the student's payments, the course's count), so the
   * course page shows its loading state until both are read again, never the stale 'Pay'.
   */
  forgetAfterEnrollment(courseId: string): void {
    this.prefetched.clear();
    this.courses.delete(courseId);
    this.loads.delete(courseId);
    this.payments = [];
    this.paymentsFor = null;
    this.paymentsStatus = 'idle';
  }

  async loadPayments(email: string): Promise<void> {
    this.paymentsStatus = 'loading';
    try {
      const payments = await this.api.call(endpoints.listPayments, { params: { email } });
      runInAction(() => {
        this.payments = payments;
        this.paymentsFor = email;
        this.paymentsStatus = 'ready';
      });
    } catch {
      runInAction(() => {
        this.paymentsStatus = 'failed';
      });
    }
  }
}

export function createCourseStore(root: RootStore): CourseStore {
  return new CourseStore(root.api);
}
