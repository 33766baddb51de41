import type { CoursesApi } from '../api/courses-api';
import { AdminCoursesStore } from './admin-courses.store';
import { AdminRevisionsStore } from './admin-revisions.store';
import { CourseLearnersStore } from './course-learners.store';
import { CourseReviewStore } from './course-review.store';
import { InstructorCoursesStore } from './instructor-courses.store';
import { OwnCoursesStore } from './own-courses.store';

/** The course dashboards' stores, built once from one API port. */
export class CoursesStore {
  readonly adminCourses: AdminCoursesStore;
  readonly instructorCourses: InstructorCoursesStore;
  readonly ownCourses: OwnCoursesStore;
  readonly courseLearners: CourseLearnersStore;
  readonly courseReview: CourseReviewStore;
  readonly adminRevisions: AdminRevisionsStore;

  constructor(api: CoursesApi) {
    this.adminCourses = new AdminCoursesStore(api);
    this.instructorCourses = new InstructorCoursesStore(api);
    this.ownCourses = new OwnCoursesStore(api);
    this.courseLearners = new CourseLearnersStore(api);
    this.courseReview = new CourseReviewStore(api);
    this.adminRevisions = new AdminRevisionsStore(api);
  }
}
