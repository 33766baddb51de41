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
  type Payment,
  REVERSAL_KINDS,
  type StudentPayment,
  type User,
} from '@classroom/core';
import type { Knex } from 'knex';
import type { Dialect } from './dialect';
import { isUniqueViolation } from './driver-errors';
import { latest } from './latest-rows';
import {
  toEnrollment,
  toEnrollmentRow,
  toLearningRow,
  toPayment,
  toPaymentRow,
  toStudentPayment,
  type EnrollmentRow,
  type PaymentRow,
  type StudentPaymentRow,
} from './payment-row';

export class KnexEnrollmentRepository implements EnrollmentRepository {
  constructor(
    private readonly db: Knex | Knex.Transaction,
    private readonly dialect: Dialect,
  ) {}

  async findPaymentByTransactionId(transactionId: string): Promise<Payment | null> {
    const row = await this.db<PaymentRow>('payments')
      .where({ transaction_id: transactionId })
      .first();
    return row ? toPayment(row) : null;
  }

  async insertPayment(payment: Payment): Promise<void> {
    await this.lockCourse(payment.courseId);
    try {
      await this.db('payments').insert(toPaymentRow(payment));
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicatePaymentError();
      throw error;
    }
  }

  async markConfirmedByPayer(transactionId: string, at: Date): Promise<boolean> {
    const changed = await this.db('payments')
      .where({ transaction_id: transactionId })
      .whereNull('payer_confirmed_at')
      .update({ payer_confirmed_at: at.getTime() });
    return changed === 1;
  }

  async insertEnrollment(enrollment: Enrollment): Promise<boolean> {
    await this.lockCourse(enrollment.courseId);
    try {
      await this.db('enrollments').insert(toEnrollmentRow(enrollment));
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async findEnrollmentById(
    id: string,
    options: { lock?: boolean } = {},
  ): Promise<Enrollment | null> {
    const query = this.db<EnrollmentRow>('enrollments').where({ id });
    const row = await (options.lock ? latest(query, this.db, this.dialect) : query).first();
    return row ? toEnrollment(row) : null;
  }

  async enrollmentOfPayment(paymentId: string): Promise<Enrollment | null> {
    const query = this.db<EnrollmentRow>('enrollments').where({ payment_id: paymentId });
    const row = await latest(query, this.db, this.dialect).first();
    return row ? toEnrollment(row) : null;
  }

  async endEnrollment(id: string, at: Date, reason: EnrollmentEndReason): Promise<boolean> {
    const changed = await this.db('enrollments')
      .where({ id, running: true })
      .update({ running: null, ended_at: at.getTime(), end_reason: reason });
    return changed > 0;
  }

  async isEnrolled(email: Email, courseId: string): Promise<boolean> {
    const row = await this.db('enrollments')
      .select('id')
      .where({ email, course_id: courseId, running: true })
      .first();
    return row !== undefined;
  }

  async findEnrollment(
    email: Email,
    courseId: string,
    options: { lock?: boolean } = {},
  ): Promise<Enrollment | null> {
    const query = this.db<EnrollmentRow>('enrollments').where({
      email,
      course_id: courseId,
      running: true,
    });
    const row = await (options.lock ? latest(query, this.db, this.dialect) : query).first();
    return row ? toEnrollment(row) : null;
  }

  async enrollmentsOfCourse(courseId: string): Promise<Enrollment[]> {
    const query = this.db<EnrollmentRow>('enrollments')
      .where({ course_id: courseId, running: true })
      .orderBy([{ column: 'enrolled_at' }, { column: 'id' }]);
    return (await latest(query, this.db, this.dialect)).map(toEnrollment);
  }

  async saveLearning(enrollmentId: string, learning: EnrollmentLearning): Promise<void> {
    await this.db('enrollments').where({ id: enrollmentId }).update(toLearningRow(learning));
  }

  async paymentsOf(email: Email): Promise<StudentPayment[]> {
    // The ledger's first reversal of each payment, as the admins' payments search reads it.
    const firstReversal = (column: string, as: string) =>
      this.db('ledger_entries')
        .select(column)
        .whereRaw('ledger_entries.payment_id = payments.id')
        .whereIn('kind', REVERSAL_KINDS)
        .orderBy([{ column: 'created_at' }, { column: 'id' }])
        .limit(1)
        .as(as);
    const rows = (await this.db('payments')
      .select(
        'payments.*',
        firstReversal('created_at', 'reversed_at'),
        firstReversal('kind', 'reversal'),
      )
      .where({ 'payments.email': email })
      .orderBy([
        { column: 'payments.paid_at', order: 'desc' },
        { column: 'payments.id', order: 'desc' },
      ])) as StudentPaymentRow[];
    return rows.map(toStudentPayment);
  }

  async enrollmentsOf(email: Email): Promise<Enrollment[]> {
    const rows = await this.db<EnrollmentRow>('enrollments')
      .where({ email, running: true })
      .orderBy([
        { column: 'enrolled_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
    return rows.map(toEnrollment);
  }

  async transferStudent(from: Email, to: User): Promise<void> {
    await this.db('payments')
      .where({ email: from })
      .update({ email: to.email, name: to.displayName });
    await this.db('enrollments').where({ email: from }).update({ email: to.email });
  }

  async figuresOf(courseId: string): Promise<CourseFigures> {
    const [enrolled] = await this.db('enrollments')
      .where({ course_id: courseId, running: true })
      .select(this.db.raw('COUNT(*) AS n'), this.db.raw('MAX(enrolled_at) AS last'));
    const [paid] = await this.db('payments')
      .where({ course_id: courseId })
      .select(this.db.raw('COALESCE(SUM(amount_cents), 0) AS cents'));
    const last = enrolled?.last;
    return {
      enrollments: Number(enrolled?.n ?? 0),
      revenue: Money.cents(Number(paid?.cents ?? 0)),
      lastEnrolledAt: last === null || last === undefined ? null : new Date(Number(last)),
    };
  }

  async dailyTotals(from: Date, days: number): Promise<DailyTotal[]> {
    const start = from.getTime();
    const end = start + days * DAY_MS;
    // The day's index from `from`. SQLite divides the bound numbers as reals: the fraction is
    // cut off there (the rows read are all at or after `from`), as MySQL's DIV does.
    const day = (column: string) =>
      this.db.raw(this.dialect === 'mysql' ? '(?? - ?) DIV ?' : 'CAST((?? - ?) / ? AS INTEGER)', [
        column,
        start,
        DAY_MS,
      ]);
    const [enrolled, paid] = await Promise.all([
      this.db('enrollments')
        .whereBetween('enrolled_at', [start, end - 1])
        .select({ day: day('enrolled_at') }, this.db.raw('COUNT(*) AS n'))
        .groupBy('day') as Promise<{ day: number | string; n: number | string }[]>,
      this.db('payments')
        .whereBetween('paid_at', [start, end - 1])
        .select({ day: day('paid_at') }, this.db.raw('SUM(amount_cents) AS cents'))
        .groupBy('day') as Promise<{ day: number | string; cents: number | string }[]>,
    ]);
    const enrollments = new Map(enrolled.map((row) => [Number(row.day), Number(row.n)]));
    const revenue = new Map(paid.map((row) => [Number(row.day), Number(row.cents)]));
    return Array.from({ length: days }, (_, index) => ({
      day: new Date(start + index * DAY_MS),
      enrollments: enrollments.get(index) ?? 0,
      revenueCents: revenue.get(index) ?? 0,
    }));
  }

  /**
   * MySQL: take the course row's write lock before inserting rows that reference it. The
   * foreign-key check would otherwise take a shared lock first, and two enrollments that
   * both later raise the course's counter would deadlock. SQLite writes one at a time.
   */
  private async lockCourse(courseId: string): Promise<void> {
    if (this.dialect !== 'mysql' || !this.db.isTransaction) return;
    await this.db('courses').select('seq').where({ id: courseId }).forUpdate();
  }
}

const DAY_MS = 86_400_000;
