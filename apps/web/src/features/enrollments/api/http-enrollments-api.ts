import { endpoints } from '@classroom/http-contract';
import type { ApiClient } from '../../../lib/api-client';
import type { EnrollmentsApi } from './enrollments-api';

/** The student's classes' port over the v1 API. */
export function createHttpEnrollmentsApi(client: ApiClient): EnrollmentsApi {
  return {
    async listEnrollments(email) {
      const entries = await client.call(endpoints.listEnrollments, { params: { email } });
      return entries.map((entry) => ({
        id: entry._id,
        courseId: entry.courseId,
        courseName: entry.courseName,
        courseImage: entry.courseImage,
        instructorName: entry.instructorName,
        progressPercent: entry.progressPercent,
        lastLessonId: entry.lastLessonId,
        completedAt: entry.completedAt,
      }));
    },
    async nextLesson(id) {
      const outline = await client.call(endpoints.learningOutline, { params: { id } });
      const lessonId = outline.progress?.continueLessonId;
      const lesson = outline.sections
        .flatMap((section) => section.lessons)
        .find((candidate) => candidate._id === lessonId);
      return lesson ? { lessonId: lesson._id, title: lesson.title } : null;
    },
    async listPayments(email) {
      const payments = await client.call(endpoints.listPayments, { params: { email } });
      return payments.map((payment) => ({
        transactionId: payment.transactionId,
        courseId: payment.courseId,
        courseName: payment.courseName,
        price: payment.price,
        date: payment.date,
        refundedAt: payment.refundedAt,
        reversal: payment.reversal,
      }));
    },
  };
}
