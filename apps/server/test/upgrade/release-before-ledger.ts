import { plainCourseDetails, type Course, type User } from '@classroom/core';
import { migrationSource, type Database } from '@classroom/persistence-knex';
import type { Knex } from 'knex';

/**
 * The release before the earnings ledger, as its database held it. Its migrations were 001 to
 * 020 (021 and 022 came with the ledger), the same files as today's: migrations are the only
 * schema source and none is edited once released, so running them is building its schema.
 * Its rows are written here as its repositories wrote them (their columns then).
 */
export const BEFORE_LEDGER = '021';

/** Runs the migrations numbered below `next`: the schema of the release that stopped there. */
export async function migrateBefore(database: Database, next: string): Promise<void> {
  const names = (await migrationSource.getMigrations([])).filter((name) => name < next);
  await database.knex.migrate.latest({
    migrationSource: { ...migrationSource, getMigrations: async () => names },
  });
}

/** Its `toUserRow`. */
export async function insertUser(knex: Knex, user: User): Promise<void> {
  const props = user.toProps();
  await knex('users').insert({
    id: props.id,
    email: props.email,
    display_name: props.displayName,
    photo_url: props.photoURL,
    role: props.role,
    instructor_status: props.instructorStatus,
    category: props.category,
    experience: props.experience,
    title: props.title,
    created_at: props.createdAt.getTime(),
    suspended_at: props.suspendedAt?.getTime() ?? null,
  });
}

/** Its `toCourseRow`. */
export async function insertCourse(knex: Knex, course: Course): Promise<void> {
  const props = course.toProps();
  const {
    priceCents,
    shortDescription,
    detailedDescription,
    learningOutcomes: _new,
    ...plain
  } = plainCourseDetails(props);
  await knex('courses').insert({
    id: props.id,
    ...plain,
    price_cents: priceCents,
    short_description: shortDescription,
    detailed_description: detailedDescription,
    instructor_name: props.instructor.name,
    instructor_title: props.instructor.title,
    instructor_experience: props.instructor.experience,
    instructor_email: props.instructor.email,
    instructor_image: props.instructor.image,
    rating: props.rating,
    total_enrollment: props.totalEnrollment,
    status: props.status,
    created_at: props.createdAt.getTime(),
  });
}

export interface OldSale {
  paymentId: string;
  enrollmentId: string;
  /** The processor's intent id (`free_<paymentId>` for a free course). */
  transactionId: string;
  student: User;
  course: Course;
  at: Date;
}

/**
 * A sale as its `enrollAfterPayment` (or `EnrollForFree`, at no cost) recorded it, in one
 * transaction: the payment, the enrollment and the course's count. No ledger line: there was
 * no ledger. (Its receipt and welcome mails went to the outbox, which no figure reads.)
 */
export async function sell(knex: Knex, sale: OldSale): Promise<void> {
  const { student, course } = sale;
  const copy = {
    email: student.email,
    course_id: course.id,
    course_name: course.name,
    course_image: course.image,
    instructor_name: course.instructor.name,
  };
  await knex.transaction(async (trx) => {
    await trx('payments').insert({
      id: sale.paymentId,
      transaction_id: sale.transactionId,
      ...copy,
      name: student.displayName,
      amount_cents: course.price.isPositive() ? course.price.cents : 0,
      paid_at: sale.at.getTime(),
    });
    await trx('enrollments').insert({
      id: sale.enrollmentId,
      ...copy,
      payment_id: sale.paymentId,
      enrolled_at: sale.at.getTime(),
      last_lesson_id: null,
      progress_percent: 0,
      completed_at: null,
    });
    await trx('courses')
      .where({ id: course.id })
      .update({ total_enrollment: trx.raw('total_enrollment + 1') });
  });
}
