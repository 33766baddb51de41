import {
  adminEndpoints,
  pathOf,
  type CourseReviewWire,
  type TableCourseWire,
  type CourseFiguresWire,
  type CourseLearnersWire,
  type CourseWire,
  type DeletedWire,
  type InsertedWire,
  type ModifiedWire,
  type RevisionRowWire,
} from '@classroom/http-contract';
import type { ApiClient } from '../../../lib/api-client';
import { tablePage, tableQuery } from '../../../lib/table-page';
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
      return tablePage(client, adminEndpoints.adminCourses.path, page, limit, filters, toCourse);
    },
    async approveCourse(id) {
      await client.call(adminEndpoints.approveCourse, { params: { id } });
    },
    async rejectCourse(id, reason) {
      await client.call(adminEndpoints.rejectCourse, { params: { id }, body: reason });
    },
    async unpublishCourse(id, reason) {
      await client.call(adminEndpoints.unpublishCourse, { params: { id }, body: reason });
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
  };
}
