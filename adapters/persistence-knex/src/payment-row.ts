import {
  Money,
  type Email,
  type Enrollment,
  type EnrollmentLearning,
  type HttpUrl,
  type Payment,
  type ReversalKind,
  type StudentPayment,
} from '@classroom/core';

export interface PaymentRow {
  id: string;
  transaction_id: string;
  email: string;
  name: string;
  course_id: string;
  course_name: string;
  course_image: string;
  instructor_name: string;
  amount_cents: number;
  paid_at: number | string;
}

/** A payment with the time of its ledger reversal (refund or dispute), if any. */
export interface StudentPaymentRow extends PaymentRow {
  reversed_at: number | string | null;
  reversal: ReversalKind | null;
}

export interface EnrollmentRow {
  id: string;
  email: string;
  course_id: string;
  course_name: string;
  course_image: string;
  instructor_name: string;
  payment_id: string;
  enrolled_at: number | string;
  last_lesson_id: string | null;
  progress_percent: number;
  completed_at: number | string | null;
  highest_progress_percent: number;
  running?: boolean | number | null;
  ended_at?: number | string | null;
  end_reason?: string | null;
}

export function toPaymentRow(payment: Payment): PaymentRow {
  return {
    id: payment.id,
    transaction_id: payment.transactionId,
    email: payment.email,
    name: payment.name,
    course_id: payment.courseId,
    course_name: payment.courseName,
    course_image: payment.courseImage,
    instructor_name: payment.instructorName,
    amount_cents: payment.amount.cents,
    paid_at: payment.paidAt.getTime(),
  };
}

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    transactionId: row.transaction_id,
    email: row.email as Email,
    name: row.name,
    courseId: row.course_id,
    courseName: row.course_name,
    courseImage: row.course_image as HttpUrl,
    instructorName: row.instructor_name,
    amount: Money.cents(Number(row.amount_cents)),
    paidAt: new Date(Number(row.paid_at)),
  };
}

export function toStudentPayment(row: StudentPaymentRow): StudentPayment {
  return {
    ...toPayment(row),
    refundedAt: row.reversed_at === null ? null : new Date(Number(row.reversed_at)),
    reversal: row.reversal,
  };
}

export function toEnrollmentRow(enrollment: Enrollment): EnrollmentRow {
  return {
    id: enrollment.id,
    email: enrollment.email,
    course_id: enrollment.courseId,
    course_name: enrollment.courseName,
    course_image: enrollment.courseImage,
    instructor_name: enrollment.instructorName,
    payment_id: enrollment.paymentId,
    enrolled_at: enrollment.enrolledAt.getTime(),
    running: enrollment.endedAt ? null : true,
    ended_at: enrollment.endedAt?.getTime() ?? null,
    end_reason: enrollment.endReason ?? null,
    ...toLearningRow(enrollment),
  };
}

export function toEnrollment(row: EnrollmentRow): Enrollment {
  return {
    id: row.id,
    email: row.email as Email,
    courseId: row.course_id,
    courseName: row.course_name,
    courseImage: row.course_image as HttpUrl,
    instructorName: row.instructor_name,
    paymentId: row.payment_id,
    enrolledAt: new Date(Number(row.enrolled_at)),
    lastLessonId: row.last_lesson_id ?? null,
    progressPercent: Number(row.progress_percent ?? 0),
    completedAt:
      row.completed_at === null || row.completed_at === undefined
        ? null
        : new Date(Number(row.completed_at)),
    highestProgressPercent: Number(row.highest_progress_percent),
    // Only an ended enrollment carries these, as the memory store's rows do.
    ...(row.ended_at === null || row.ended_at === undefined
      ? {}
      : {
          endedAt: new Date(Number(row.ended_at)),
          endReason: (row.end_reason ?? null) as Enrollment['endReason'],
        }),
  };
}

export function toLearningRow(
  learning: EnrollmentLearning,
): Pick<
  EnrollmentRow,
  'last_lesson_id' | 'progress_percent' | 'completed_at' | 'highest_progress_percent'
> {
  return {
    last_lesson_id: learning.lastLessonId,
    progress_percent: learning.progressPercent,
    completed_at: learning.completedAt?.getTime() ?? null,
    highest_progress_percent: learning.highestProgressPercent,
  };
}
