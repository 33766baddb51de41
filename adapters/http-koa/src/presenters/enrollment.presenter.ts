import type { CourseFigures, Enrollment, StudentPayment } from '@classroom/core';
import type { CourseFiguresWire, EnrolledCourseWire, PaymentWire } from '@classroom/http-contract';

export function presentPayment(payment: StudentPayment): PaymentWire {
  return {
    _id: payment.id,
    email: payment.email,
    name: payment.name,
    date: payment.paidAt.toISOString(),
    price: payment.amount.dollars,
    transactionId: payment.transactionId,
    courseId: payment.courseId,
    courseName: payment.courseName,
    courseImage: payment.courseImage,
    instructorName: payment.instructorName,
    refundedAt: payment.refundedAt ? payment.refundedAt.toISOString() : null,
    reversal: payment.reversal,
  };
}

export function presentEnrollment(enrollment: Enrollment): EnrolledCourseWire {
  return {
    _id: enrollment.id,
    courseId: enrollment.courseId,
    courseName: enrollment.courseName,
    courseImage: enrollment.courseImage,
    instructorName: enrollment.instructorName,
    enrolledAt: enrollment.enrolledAt.toISOString(),
    lastLessonId: enrollment.lastLessonId,
    progressPercent: enrollment.progressPercent,
    completedAt: enrollment.completedAt ? enrollment.completedAt.toISOString() : null,
  };
}

export function presentFigures(
  courseId: string,
  totalEnrollment: number,
  figures: CourseFigures,
): CourseFiguresWire {
  return {
    courseId,
    totalEnrollment,
    enrollments: figures.enrollments,
    revenue: figures.revenue.dollars,
    lastEnrolledAt: figures.lastEnrolledAt ? figures.lastEnrolledAt.toISOString() : null,
  };
}
