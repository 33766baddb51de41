import {
  pathOf,
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

function toCourse(course: CourseWire): DashboardCourse {
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
    status: toStatus(course.courseStatus ?? course.status),
    instructorName: course.instructorName,
    instructorEmail: course.instructorEmail,
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
    async rejectApplicant(id) {
      await client.patch<ModifiedWire>(pathOf('rejectApplication', { id }));
    },
    async listAllCourses(page, limit) {
      const { items, total } = await client.getPage<CourseWire>(pathOf('adminCourses'), {
        page,
        limit,
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
    async rejectCourse(id) {
      await client.patch<ModifiedWire>(pathOf('rejectCourse', { id }));
    },
    async listInstructorCourses(email) {
      return (await client.get<CourseWire[]>(pathOf('instructorCourses', { email }))).map(toCourse);
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
      }));
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
