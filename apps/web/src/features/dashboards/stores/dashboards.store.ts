import type { DashboardsApi } from '../api/dashboards-api';
import { AdminCoursesStore } from './admin-courses.store';
import { AdminRevisionsStore } from './admin-revisions.store';
import { AdminUsersStore } from './admin-users.store';
import { CourseLearnersStore } from './course-learners.store';
import { CourseReviewStore } from './course-review.store';
import { ApplicantsStore } from './applicants.store';
import { InstructorCoursesStore } from './instructor-courses.store';
import { OwnCoursesStore } from './own-courses.store';
import { StudentEnrollmentsStore } from './student-enrollments.store';

/** The dashboards' stores, built once from one API port. */
export class DashboardsStore {
  readonly adminUsers: AdminUsersStore;
  readonly applicants: ApplicantsStore;
  readonly adminCourses: AdminCoursesStore;
  readonly instructorCourses: InstructorCoursesStore;
  readonly ownCourses: OwnCoursesStore;
  readonly courseLearners: CourseLearnersStore;
  readonly studentEnrollments: StudentEnrollmentsStore;
  readonly courseReview: CourseReviewStore;
  readonly adminRevisions: AdminRevisionsStore;

  constructor(api: DashboardsApi) {
    this.adminUsers = new AdminUsersStore(api);
    this.applicants = new ApplicantsStore(api);
    this.adminCourses = new AdminCoursesStore(api);
    this.instructorCourses = new InstructorCoursesStore(api);
    this.ownCourses = new OwnCoursesStore(api);
    this.courseLearners = new CourseLearnersStore(api);
    this.studentEnrollments = new StudentEnrollmentsStore(api);
    this.courseReview = new CourseReviewStore(api);
    this.adminRevisions = new AdminRevisionsStore(api);
  }
}
