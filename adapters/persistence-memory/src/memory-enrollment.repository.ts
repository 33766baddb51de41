import {
  type DailyTotal,
  DuplicatePaymentError,
  Money,
  type CourseFigures,
  type Email,
  type Enrollment,
  type EnrollmentEndReason,
  type EnrollmentLearning,
  type EnrollmentRepository,
  isReversal,
  type LedgerEntry,
  type ReversalKind,
  type Payment,
  type StudentPayment,
  type User,
} from '@classroom/core';
import type { MemoryTables } from './memory-tables';

const newestFirst =
  <T extends { id: string }>(at: (row: T) => Date) =>
  (a: T, b: T) =>
    at(b).getTime() - at(a).getTime() || b.id.localeCompare(a.id);

export class MemoryEnrollmentRepository implements EnrollmentRepository {
  private readonly payments: Map<string, Payment>;
  private readonly enrollments: Map<string, Enrollment>;
  private readonly ledger: Map<string, LedgerEntry>;
  private readonly payerReports: Map<string, Date>;

  constructor(tables: MemoryTables) {
    this.payments = tables.payments;
    this.payerReports = tables.payerReports;
    this.enrollments = tables.enrollments;
    this.ledger = tables.ledger;
  }

  async findPaymentByTransactionId(transactionId: string): Promise<Payment | null> {
    const payment = this.payments.get(transactionId);
    return payment ? { ...payment } : null;
  }

  async insertPayment(payment: Payment): Promise<void> {
    if (this.payments.has(payment.transactionId)) throw new DuplicatePaymentError();
    this.payments.set(payment.transactionId, { ...payment });
  }

  async markConfirmedByPayer(transactionId: string, at: Date): Promise<boolean> {
    if (!this.payments.has(transactionId) || this.payerReports.has(transactionId)) return false;
    this.payerReports.set(transactionId, at);
    return true;
  }

  async insertEnrollment(enrollment: Enrollment): Promise<boolean> {
    const key = `${enrollment.email} ${enrollment.courseId}`;
    if (this.enrollments.has(key)) return false;
    this.enrollments.set(key, { ...enrollment });
    return true;
  }

  async findEnrollmentById(id: string): Promise<Enrollment | null> {
    const row = [...this.enrollments.values()].find((enrollment) => enrollment.id === id);
    return row ? { ...row } : null;
  }

  async enrollmentOfPayment(paymentId: string): Promise<Enrollment | null> {
    const row = [...this.enrollments.values()].find(
      (enrollment) => enrollment.paymentId === paymentId,
    );
    return row ? { ...row } : null;
  }

  async endEnrollment(id: string, at: Date, reason: EnrollmentEndReason): Promise<boolean> {
    for (const [key, row] of this.enrollments) {
      if (row.id !== id || row.endedAt) continue;
      // The running key is freed, so that the student may buy the course again.
      this.enrollments.delete(key);
      this.enrollments.set(`${key} ended ${id}`, { ...row, endedAt: at, endReason: reason });
      return true;
    }
    return false;
  }

  async isEnrolled(email: Email, courseId: string): Promise<boolean> {
    return this.enrollments.has(`${email} ${courseId}`);
  }

  async findEnrollment(email: Email, courseId: string): Promise<Enrollment | null> {
    const row = this.enrollments.get(`${email} ${courseId}`);
    return row ? { ...row } : null;
  }

  async enrollmentsOfCourse(courseId: string): Promise<Enrollment[]> {
    return [...this.enrollments.values()]
      .filter((row) => row.courseId === courseId && !row.endedAt)
      .sort((a, b) => a.enrolledAt.getTime() - b.enrolledAt.getTime() || a.id.localeCompare(b.id))
      .map((row) => ({ ...row }));
  }

  async saveLearning(enrollmentId: string, learning: EnrollmentLearning): Promise<void> {
    for (const [key, row] of this.enrollments) {
      if (row.id === enrollmentId) this.enrollments.set(key, { ...row, ...learning });
    }
  }

  async paymentsOf(email: Email): Promise<StudentPayment[]> {
    return [...this.payments.values()]
      .filter((payment) => payment.email === email)
      .sort(newestFirst((payment) => payment.paidAt))
      .map((payment) => ({ ...payment, ...this.reversalOf(payment.id) }));
  }

  /** The payment's first refund or dispute line in the ledger: when, and which. */
  private reversalOf(paymentId: string): Pick<StudentPayment, 'refundedAt' | 'reversal'> {
    const [first] = [...this.ledger.values()]
      .filter((entry) => entry.paymentId === paymentId && isReversal(entry.kind))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    return first
      ? { refundedAt: first.createdAt, reversal: first.kind as ReversalKind }
      : { refundedAt: null, reversal: null };
  }

  async enrollmentsOf(email: Email): Promise<Enrollment[]> {
    return [...this.enrollments.values()]
      .filter((enrollment) => enrollment.email === email && !enrollment.endedAt)
      .sort(newestFirst((enrollment) => enrollment.enrolledAt))
      .map((enrollment) => ({ ...enrollment }));
  }

  async transferStudent(from: Email, to: User): Promise<void> {
    for (const [key, payment] of this.payments) {
      if (payment.email === from) {
        this.payments.set(key, { ...payment, email: to.email, name: to.displayName });
      }
    }
    for (const [key, enrollment] of this.enrollments) {
      if (enrollment.email !== from) continue;
      this.enrollments.delete(key);
      const ended = enrollment.endedAt ? ` ended ${enrollment.id}` : '';
      this.enrollments.set(`${to.email} ${enrollment.courseId}${ended}`, {
        ...enrollment,
        email: to.email,
      });
    }
  }

  async figuresOf(courseId: string): Promise<CourseFigures> {
    const enrolled = [...this.enrollments.values()].filter(
      (row) => row.courseId === courseId && !row.endedAt,
    );
    const paid = [...this.payments.values()].filter((row) => row.courseId === courseId);
    const last = enrolled.map((row) => row.enrolledAt.getTime()).sort((a, b) => b - a)[0];
    return {
      enrollments: enrolled.length,
      revenue: paid.reduce((sum, row) => sum.plus(row.amount), Money.zero),
      lastEnrolledAt: last === undefined ? null : new Date(last),
    };
  }

  async dailyTotals(from: Date, days: number): Promise<DailyTotal[]> {
    const totals = Array.from({ length: days }, (_, index) => ({
      day: new Date(from.getTime() + index * DAY_MS),
      enrollments: 0,
      revenueCents: 0,
    }));
    const slot = (at: Date) => Math.floor((at.getTime() - from.getTime()) / DAY_MS);
    for (const row of this.enrollments.values()) {
      const total = totals[slot(row.enrolledAt)];
      if (total) total.enrollments += 1;
    }
    for (const row of this.payments.values()) {
      const total = totals[slot(row.paidAt)];
      if (total) total.revenueCents += row.amount.cents;
    }
    return totals;
  }
}

const DAY_MS = 86_400_000;
