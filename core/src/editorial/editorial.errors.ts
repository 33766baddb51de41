import { DomainError } from '../shared/domain-error';

export class RevisionNotPendingError extends DomainError {
  readonly code = 'revision_not_pending';
  constructor(changed = false) {
    super(
      changed
        ? 'The instructor changed this revision meanwhile: review it again.'
        : 'This course has no revision awaiting review.',
    );
  }
}

export class CourseNotRejectedError extends DomainError {
  readonly code = 'course_not_rejected';
  constructor() {
    super('Only a rejected or unpublished course can be resubmitted.');
  }
}

export class CourseNotApprovedError extends DomainError {
  readonly code = 'course_not_approved';
  constructor() {
    super('Only an approved course can be unpublished.');
  }
}
