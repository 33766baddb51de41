import {
  outlineWire,
  pathOf,
  type CourseReviewWire,
  type TableCourseWire,
  type CourseFiguresWire,
  type CourseWire,
  type DeletedWire,
  type EnrolledCourseWire,
  type InsertedWire,
  type ModifiedWire,
  type PaymentWire,
  type UsersPageWire,
  type UserWire,
} from '@classroom/http-contract';
import type { ApiClient } from '../../../lib/api-client';
import type { CourseStatus, DashboardCourse, DashboardsApi, DashboardUser } from './dashboards-api';

function toUser(user: UserWire): DashboardUser {
  return {
    id: user._id,
    displayName: user.displayName,
    photoURL: user.photoURL,
    email: user.email,
    role: user.role,
    status: user.status === '' ? 'none' : user.status,
    category: user.category,
    experience: user.experience,
    title: user.title,
  };
}

function toStatus(status: CourseWire['courseStatus']): CourseStatus {
  if (status === 1) return 'approved';
  if (status === 'rejected') return 'rejected';
  return 'pending';
}

/** A course row: the table's state names a take-down, which the spec's status cannot. */
function toCourse(course: CourseWire | TableCourseWire): DashboardCourse {
  return {
    id: course._id,
    name: course.courseName,
    category: course.courseCategory,
    language: course.language,
    certificate: course.certificate,
    lectures: course.lectures,
    image: course.courseImage,
    price: course.price,
    shortDescription: course.shortDescription,
    detailedDescription: course.detailedDescription,
    totalEnrollment: course.totalEnrollment,
    status:
      'review' in course ? course.review.state : toStatus(course.courseStatus ?? course.status),
    instructorName: course.instructorName,
    instructorEmail: course.instructorEmail,
    lastDecision: 'review' in course ? course.review.lastDecision : null,
  };
}

/** The dashboards' port over the v1 API. */
export function createHttpDashboardsApi(client: ApiClient): DashboardsApi {
  return {
    async listUsers(page) {
      const answer = await client.get<UsersPageWire>(pathOf('listUsers'), { query: { page } });
      return {
        items: answer.users.map(toUser),
        page: answer.page,
        pages: answer.pages,
        total: answer.total,
      };
    },
    async makeAdmin(id) {
      await client.patch<ModifiedWire>(pathOf('promoteToAdmin', { id }));
    },
    async listApplicants() {
      return (await client.get<UserWire[]>(pathOf('listApplicants'))).map(toUser);
    },
    async approveApplicant(id) {
      await client.patch<ModifiedWire>(pathOf('approveApplication', { id }));
    },
    async rejectApplicant(id, reason) {
      await client.patch<ModifiedWire>(pathOf('rejectApplication', { id }), reason);
    },
    async listAllCourses(page, limit, filters = {}) {
      const { items, total } = await client.getPage<TableCourseWire>(pathOf('adminCourses'), {
        page,
        limit,
        ...(filters.q ? { q: filters.q } : {}),
        ...(filters.state ? { state: filters.state } : {}),
        ...(filters.sort ? { sort: filters.sort } : {}),
        ...(filters.pendingFirst ? { pendingFirst: 'true' } : {}),
      });
      return {
        items: items.map(toCourse),
        page,
        pages: Math.max(1, Math.ceil(total / limit)),
        total,
      };
    },
    async approveCourse(id) {
      await client.patch<ModifiedWire>(pathOf('approveCourse', { id }));
    },
    async rejectCourse(id, reason) {
      await client.patch<ModifiedWire>(pathOf('rejectCourse', { id }), reason);
    },
    async unpublishCourse(id, reason) {
      await client.patch<ModifiedWire>(pathOf('unpublishCourse', { id }), reason);
    },
    async resubmitCourse(id) {
      await client.post<ModifiedWire>(pathOf('resubmitCourse', { id }), {});
    },
    async courseReview(id) {
      return client.get<CourseReviewWire>(pathOf('courseReview', { id }));
    },
    async approveRevision(id, version) {
      await client.patch<ModifiedWire>(pathOf('approveRevision', { id }), { version });
    },
    async rejectRevision(id, version, reason) {
      await client.patch<ModifiedWire>(pathOf('rejectRevision', { id }), { version, ...reason });
    },
    // The instructor's own courses with their review state, the most a table page holds.
    async listInstructorCourses() {
      const { items } = await client.getPage<TableCourseWire>(pathOf('ownCourses'), {
        limit: 50,
        pendingFirst: 'true',
      });
      return items.map(toCourse);
    },
    async addCourse(input) {
      return (await client.post<InsertedWire>(pathOf('addCourse'), input)).insertedId;
    },
    async updateCourse(id, input) {
      await client.patch<ModifiedWire>(pathOf('updateCourse', { id }), input);
    },
    async deleteCourse(id) {
      await client.delete<DeletedWire>(pathOf('deleteCourse', { id }));
    },
    async courseFigures(id) {
      const figures = await client.get<CourseFiguresWire>(pathOf('courseFigures', { id }));
      return {
        totalEnrollment: figures.totalEnrollment,
        revenue: figures.revenue,
        lastEnrolledAt: figures.lastEnrolledAt,
      };
    },
    async listEnrollments(email) {
      const entries = await client.get<EnrolledCourseWire[]>(pathOf('listEnrollments', { email }));
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
      const outline = await client.get(pathOf('learningOutline', { id }), { schema: outlineWire });
      const lessonId = outline.progress?.continueLessonId;
      const lesson = outline.sections
        .flatMap((section) => section.lessons)
        .find((candidate) => candidate._id === lessonId);
      return lesson ? { lessonId: lesson._id, title: lesson.title } : null;
    },
    async listPayments(email) {
      const payments = await client.get<PaymentWire[]>(pathOf('listPayments', { email }));
      return payments.map((payment) => ({
        transactionId: payment.transactionId,
        courseId: payment.courseId,
        courseName: payment.courseName,
        price: payment.price,
        date: payment.date,
      }));
    },
  };
}
