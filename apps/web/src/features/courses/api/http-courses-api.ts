import {
  endpoints,
  hrefOf,
  type TableCourseWire,
  type CourseWire,
  type QueryInput,
  type RevisionRowWire,
} from '@classroom/http-contract';
import type { ApiClient, Query } from '../../../lib/api-client';
import { tablePage, tablePageOf, tableQuery } from '../../../lib/table-page';
import type { CourseStatus } from '../../../lib/wire';
import type { CoursesApi, DashboardCourse, RevisionRow } from './courses-api';

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

/** The course dashboards' port over the v1 API. */
export function createHttpCoursesApi(client: ApiClient): CoursesApi {
  return {
    listAllCourses(page, limit, filters = {}) {
      // Read unparsed: a row without its review still shows, by the spec's status.
      const path = hrefOf(endpoints.adminCourses);
      return tablePage<TableCourseWire | CourseWire, DashboardCourse>(
        client,
        path,
        page,
        limit,
        filters,
        toCourse,
      );
    },
    async approveCourse(id) {
      await client.call(endpoints.approveCourse, { params: { id } });
    },
    async rejectCourse(id, reason) {
      await client.call(endpoints.rejectCourse, { params: { id }, body: reason });
    },
    async unpublishCourse(id, reason) {
      await client.call(endpoints.unpublishCourse, { params: { id }, body: reason });
    },
    async resubmitCourse(id) {
      await client.call(endpoints.resubmitCourse, { params: { id }, body: {} });
    },
    async courseReview(id) {
      return client.call(endpoints.courseReview, { params: { id } });
    },
    listRevisions(page, limit, filters = {}) {
      return tablePageOf(client, endpoints.adminRevisions, page, limit, filters, toRevision);
    },
    async approveRevision(id, version) {
      await client.call(endpoints.approveRevision, { params: { id }, body: { version } });
    },
    async rejectRevision(id, version, reason) {
      await client.call(endpoints.rejectRevision, {
        params: { id },
        body: { version, ...reason },
      });
    },
    // The instructor's own courses with their review state, the most a table page holds.
    async listInstructorCourses() {
      const { items } = await client.callPage(endpoints.ownCourses, {
        query: { limit: 50, pendingFirst: 'true' },
      });
      return items.map(toCourse);
    },
    listOwnCourses(page, limit, filters = {}) {
      return tablePageOf(client, endpoints.ownCourses, page, limit, filters, toCourse);
    },
    async addCourse(input) {
      return (await client.call(endpoints.addCourse, { body: input })).insertedId;
    },
    async updateCourse(id, input) {
      await client.call(endpoints.updateCourse, { params: { id }, body: input });
    },
    async deleteCourse(id) {
      await client.call(endpoints.deleteCourse, { params: { key: id }, body: {} });
    },
    async courseFigures(id) {
      const figures = await client.call(endpoints.courseFigures, { params: { id } });
      return {
        totalEnrollment: figures.totalEnrollment,
        revenue: figures.revenue,
        lastEnrolledAt: figures.lastEnrolledAt,
      };
    },
    async courseLearners(id, page, limit, filters = {}) {
      const query: Query = tableQuery(page, limit, filters);
      const wire = await client.call(endpoints.courseLearners, {
        params: { id },
        query: query as QueryInput<typeof endpoints.courseLearners>,
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
  };
}
