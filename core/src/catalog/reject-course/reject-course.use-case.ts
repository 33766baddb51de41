import { DecideCourse } from '../decide-course';

/** Admin only, and only while the course is pending: see DecideCourse. */
export class RejectCourse extends DecideCourse {
  protected readonly decision = 'rejected';
}
