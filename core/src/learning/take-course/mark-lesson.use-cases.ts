import type { Actor } from '../../shared/actor';
import type { Clock } from '../../shared/ports';
import type { Repositories, UnitOfWork } from '../../shared/unit-of-work.port';
import type { CourseCompletedHook } from '../course-completion';
import { recountEnrollment } from '../enrollment-progress';
import type { Lesson } from '../lesson-content';
import { markComplete, markIncomplete, type LessonProgress } from '../lesson-progress';
import { standingOf, type LessonStanding } from '../lesson-standing';
import type { QuizAttempt } from '../quiz-attempt';
import { openLessonFor, progressIn } from './lesson-access';

interface MarkDeps {
  unitOfWork: UnitOfWork;
  clock: Clock;
  onCourseCompleted?: CourseCompletedHook;
}

type Change = (
  progress: LessonProgress,
  lesson: Lesson,
  attempts: QuizAttempt[],
  now: Date,
) => LessonProgress;

/** Applies a student's change to one lesson and recounts the course; others record nothing. */
async function mark(
  deps: MarkDeps,
  courseId: string,
  lessonId: string,
  actor: Actor | null,
  change: Change,
): Promise<LessonStanding> {
  return deps.unitOfWork.transaction(async (repositories: Repositories) => {
    const { learner, lesson } = await openLessonFor(repositories, courseId, lessonId, actor, {
      lock: true,
    });
    const { enrollment } = learner;
    if (!enrollment) return standingOf(lesson, null, [], null);
    const now = deps.clock.now();
    const attempts = await repositories.lessonProgress.attemptsOf(enrollment.id, lesson.id);
    const before = await progressIn(repositories, enrollment.id, lesson.id, now);
    const after = change(before, lesson, attempts, now);
    await repositories.lessonProgress.save(after);
    const learning = await recountEnrollment(
      repositories,
      enrollment,
      lesson.id,
      now,
      deps.onCourseCompleted,
    );
    return standingOf(lesson, after, attempts, learning.progressPercent);
  });
}

/**
 * 'Complete and continue': an article or a file at once; a video once 90% of it is watched;
 * a quiz once an attempt has passed.
 */
export class CompleteLesson {
  constructor(private readonly deps: MarkDeps) {}

  execute(courseId: string, lessonId: string, actor: Actor | null): Promise<LessonStanding> {
    return mark(this.deps, courseId, lessonId, actor, (progress, lesson, attempts, now) =>
      markComplete(
        progress,
        lesson,
        attempts.some((attempt) => attempt.passed),
        now,
      ),
    );
  }
}

/** The student reopens a lesson: it no longer counts toward the percentage. */
export class MarkLessonIncomplete {
  constructor(private readonly deps: MarkDeps) {}

  execute(courseId: string, lessonId: string, actor: Actor | null): Promise<LessonStanding> {
    return mark(this.deps, courseId, lessonId, actor, (progress) => markIncomplete(progress));
  }
}
