import { DomainError } from '../shared/domain-error';

/** Only a course's students may review it. */
export class NotEnrolledError extends DomainError {
  readonly code = 'not_enrolled';
  constructor() {
    super('Only students enrolled in this course may review it.');
  }
}

/** A review speaks of lessons taken: at least one must be completed first. */
export class NoCompletedLessonError extends DomainError {
  readonly code = 'no_completed_lesson';
  constructor() {
    super('Complete a lesson of this course before reviewing it.');
  }
}

/** One review per enrollment; the student edits it instead. */
export class AlreadyReviewedError extends DomainError {
  readonly code = 'already_reviewed';
  constructor() {
    super('You have already reviewed this course. Edit your review instead.');
  }
}

/** The instructor replies to a review once. */
export class AlreadyRepliedError extends DomainError {
  readonly code = 'already_replied';
  constructor() {
    super('This review already has your reply.');
  }
}

export class ReviewAlreadyHiddenError extends DomainError {
  readonly code = 'review_already_hidden';
  constructor() {
    super('This review is already hidden.');
  }
}

/** Someone else changed the review meanwhile; reading it again shows what they did. */
export class ReviewChangedError extends DomainError {
  readonly code = 'review_changed';
  constructor() {
    super('This review changed meanwhile. Reload it and try again.');
  }
}
