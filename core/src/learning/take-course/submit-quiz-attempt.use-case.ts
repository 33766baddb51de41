import type { Actor } from '../../shared/actor';
import { ForbiddenError } from '../../shared/errors';
import type { Clock, IdGenerator } from '../../shared/ports';
import type { UnitOfWork } from '../../shared/unit-of-work.port';
import type { CourseCompletedHook } from '../course-completion';
import { recountEnrollment } from '../enrollment-progress';
import { QuizAttemptsExhaustedError, WrongLessonKindError } from '../learning.errors';
import { countQuizAttempt } from '../lesson-progress';
import { standingOf, type LessonStanding } from '../lesson-standing';
import { gradeQuiz, nextAttemptNumber, type QuizAttempt } from '../quiz-attempt';
import { openLessonFor, progressIn } from './lesson-access';

export interface QuizResult {
  score: number;
  passed: boolean;
  /** The attempt's number; null when nothing was recorded (the owner, an admin). */
  number: number | null;
  standing: LessonStanding;
}

/**
 * Grades a quiz attempt on the server. A student's attempts are counted against the quiz's
 * limit, and the first passing one completes the lesson; the owner and admins are graded
 * without a record. Anyone else is refused, in a preview too. The answer key never leaves.
 */
export class SubmitQuizAttempt {
  constructor(
    private readonly deps: {
      unitOfWork: UnitOfWork;
      clock: Clock;
      ids: IdGenerator;
      onCourseCompleted?: CourseCompletedHook;
    },
  ) {}

  async execute(
    courseId: string,
    lessonId: string,
    answers: number[][],
    actor: Actor | null,
  ): Promise<QuizResult> {
    return this.deps.unitOfWork.transaction(async (repositories) => {
      const { learner, lesson } = await openLessonFor(repositories, courseId, lessonId, actor, {
        lock: true,
      });
      const quiz = lesson.content;
      if (quiz.kind !== 'quiz') throw new WrongLessonKindError('quiz');
      // A preview shows a quiz's questions; grading them for a visitor would let anyone try
      // answers without limit, so grading needs an enrollment (or the course's owner or an admin).
      if (learner.role === 'visitor') {
        throw new ForbiddenError('Enroll in this course to submit the quiz.');
      }
      const { enrollment } = learner;
      if (!enrollment) {
        return {
          ...gradeQuiz(quiz, answers),
          number: null,
          standing: standingOf(lesson, null, [], null),
        };
      }
      const attempts = await repositories.lessonProgress.attemptsOf(enrollment.id, lesson.id);
      const number = nextAttemptNumber(quiz, attempts.length);
      const now = this.deps.clock.now();
      const attempt: QuizAttempt = {
        id: this.deps.ids.next(),
        enrollmentId: enrollment.id,
        lessonId: lesson.id,
        number,
        answers,
        ...gradeQuiz(quiz, answers),
        submittedAt: now,
      };
      if (!(await repositories.lessonProgress.insertAttempt(attempt))) {
        throw new QuizAttemptsExhaustedError();
      }
      const progress = countQuizAttempt(
        await progressIn(repositories, enrollment.id, lesson.id, now),
        attempt,
        attempts,
        now,
      );
      await repositories.lessonProgress.save(progress);
      const learning = await recountEnrollment(
        repositories,
        enrollment,
        lesson.id,
        now,
        this.deps.onCourseCompleted,
      );
      return {
        score: attempt.score,
        passed: attempt.passed,
        number,
        standing: standingOf(lesson, progress, [...attempts, attempt], learning.progressPercent),
      };
    });
  }
}
