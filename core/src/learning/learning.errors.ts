import { DomainError } from '../shared/domain-error';

/** A heartbeat that claims seconds the student cannot have watched. */
export class ImplausibleHeartbeatError extends DomainError {
  readonly code = 'implausible_heartbeat';
  constructor(reason: string) {
    super(`This progress report was not counted: ${reason}.`);
  }
}

/** 'Complete' asked of a lesson whose rule is not met yet (a video under 90%, a quiz not passed). */
export class LessonRuleNotMetError extends DomainError {
  readonly code = 'lesson_rule_not_met';
  constructor(rule: string) {
    super(`This lesson is not complete yet: ${rule}.`);
  }
}

export class QuizAttemptsExhaustedError extends DomainError {
  readonly code = 'quiz_attempts_exhausted';
  constructor() {
    super('You have used every attempt at this quiz.');
  }
}

/** A heartbeat or quiz answer sent for a lesson of another kind. */
export class WrongLessonKindError extends DomainError {
  readonly code = 'wrong_lesson_kind';
  constructor(expected: string) {
    super(`This lesson is not a ${expected}.`);
  }
}

/** A reorder that does not list every section and lesson of the course exactly once. */
export class CurriculumOrderError extends DomainError {
  readonly code = 'validation_failed';
  override readonly fields = { sections: 'List every section and lesson exactly once' };
  constructor() {
    super('List every section and lesson exactly once.');
  }
}
