import { DomainError } from '../shared/domain-error';

export class CourseNotPendingError extends DomainError {
  readonly code = 'course_not_pending';
  constructor() {
    super('Only a pending course can be approved or rejected.');
  }
}

export class ApprovedCourseDeletionError extends DomainError {
  readonly code = 'course_approved';
  constructor() {
    super('An approved course, or one with students, cannot be deleted.');
  }
}
