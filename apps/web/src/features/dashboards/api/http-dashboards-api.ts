import {
  outlineWire,
  pathOf,
  type CourseReviewWire,
  type TableCourseWire,
  type CourseFiguresWire,
  type CourseLearnersWire,
  type CourseWire,
  type DeletedWire,
  type EnrolledCourseWire,
  type InsertedWire,
  type ModifiedWire,
  type PaymentWire,
  type RevisionRowWire,
  type TableUserWire,
} from '@classroom/http-contract';
import type { ApiClient, Query } from '../../../lib/api-client';
import type {
  CourseStatus,
  DashboardCourse,
  DashboardsApi,
  DashboardUser,
  PageOf,
  RevisionRow,
} from './dashboards-api';

/** A table's query: the page, its size and only the filters that are set. */
function tableQuery(page: number, limit: number, filters: object): Query {
  const query: Query = { page, limit };
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || value === false) continue;
    query[key] = value === true ? 'true' : (value as string | number);
  }
  return query;
}

/** A page of a table the server counts in X-Total-Count. */
async function tablePage<W, T>(
  client: ApiClient,
  path: string,
  page: number,
  limit: number,
  filters: object,
  map: (wire: W) => T,
): Promise<PageOf<T>> {
  const { items, total } = await client.getPage<W>(path, tableQuery(page, limit, filters));
  return {
    items: items.map(map),
    page,
    pages: Math.max(1, Math.ceil(total / limit)),
    total,
  };
}

function toRevision(row: RevisionRowWire): RevisionRow {
  return {
    id: row.courseId,
    courseName: row.courseName,
    instructorName: row.instructorName,
    instructorEmail: row.instructorEmail,
    status: row.status,
    version: row.version,
    updatedAt: row.updatedAt,
  };
}

function toUser(user: TableUserWire): DashboardUser {
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
    suspended: user.suspended,
    lastDecision: user.lastDecision,
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
    learningOutcomes: course.learningOutcomes,
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
    listPeople(page, limit, filters = {}) {
      return tablePage(client, pathOf('adminPeople'), page, limit, filters, toUser);
    },
    async makeAdmin(id) {
      await client.patch<ModifiedWire>(pathOf('promoteToAdmin', { id }));
    },
    async suspendUser(id, reason) {
      await client.patch<ModifiedWire>(pathOf('suspendUser', { id }), reason);
    },
    async reactivateUser(id) {
      await client.patch<ModifiedWire>(pathOf('reactivateUser', { id }), {});
    },
    async demoteAdmin(id) {
      await client.patch<ModifiedWire>(pathOf('demoteAdmin', { id }), {});
    },
    listApplications(page, limit, filters = {}) {
      return tablePage(client, pathOf('adminApplications'), page, limit, filters, toUser);
    },
    async approveApplicant(id) {
      await client.patch<ModifiedWire>(pathOf('approveApplication', { id }));
    },
    async rejectApplicant(id, reason) {
      await client.patch<ModifiedWire>(pathOf('rejectApplication', { id }), reason);
    },
    listAllCourses(page, limit, filters = {}) {
      return tablePage(client, pathOf('adminCourses'), page, limit, filters, toCourse);
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
    listRevisions(page, limit, filters = {}) {
      return tablePage(client, pathOf('adminRevisions'), page, limit, filters, toRevision);
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
    listOwnCourses(page, limit, filters = {}) {
      return tablePage(client, pathOf('ownCourses'), page, limit, filters, toCourse);
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
    async courseLearners(id, page, limit, filters = {}) {
      const wire = await client.get<CourseLearnersWire>(pathOf('courseLearners', { id }), {
        query: tableQuery(page, limit, filters),
      });
      return {
        enrolled: wire.enrolled,
        completed: wire.completed,
        completionRate: wire.completionRate,
        lessons: wire.lessons.map((lesson) => ({
          id: lesson._id,
          title: lesson.title,
          completed: lesson.completed,
          percent: lesson.percent,
        })),
        items: wire.students.map((student) => ({
          id: student._id,
          name: student.name,
          progressPercent: student.progressPercent,
          completedAt: student.completedAt,
          lastActivityAt: student.lastActivityAt,
        })),
        page: wire.page,
        pages: Math.max(1, Math.ceil(wire.total / limit)),
        total: wire.total,
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
        refundedAt: payment.refundedAt,
        reversal: payment.reversal,
      }));
    },
  };
}
