import type { Actor } from '../../shared/actor';
import type { Clock } from '../../shared/ports';
import type { UnitOfWork } from '../../shared/unit-of-work.port';
import { studentContent, type Lesson, type StudentLessonContent } from '../lesson-content';
import type { LearnerRole } from '../learner-access';
import {
  completionRule,
  standingOf,
  type CompletionRule,
  type LessonStanding,
} from '../lesson-standing';
import { saveLearning } from '../enrollment-progress';
import { openedAt } from '../lesson-progress';
import { openLessonFor, progressIn } from './lesson-access';

/** A lesson as the player shows it: a quiz never carries its answer key. */
export interface LessonView {
  courseId: string;
  lesson: Omit<Lesson, 'content'> & { content: StudentLessonContent };
  role: LearnerRole;
  rule: CompletionRule;
  standing: LessonStanding;
  previousLessonId: string | null;
  nextLessonId: string | null;
}

/**
 * Opens a lesson in the player. For a student it becomes the last lesson ('Continue' leads
 * here) and the time of opening is what the first heartbeat's seconds are measured against.
 */
export class OpenLesson {
  constructor(private readonly deps: { unitOfWork: UnitOfWork; clock: Clock }) {}

  async execute(courseId: string, lessonId: string, actor: Actor | null): Promise<LessonView> {
    return this.deps.unitOfWork.transaction(async (repositories) => {
      const { learner, lesson } = await openLessonFor(repositories, courseId, lessonId, actor, {
        lock: true,
      });
      const curriculum = await repositories.curricula.findByCourse(courseId);
      const { enrollment } = learner;
      let standing = standingOf(lesson, null, [], null);
      if (enrollment) {
        const now = this.deps.clock.now();
        const progress = openedAt(
          await progressIn(repositories, enrollment.id, lesson.id, now),
          now,
        );
        await repositories.lessonProgress.save(progress);
        const learning = await saveLearning(
          repositories,
          enrollment,
          { lastLessonId: lesson.id, progressPercent: enrollment.progressPercent },
          now,
        );
        const attempts = await repositories.lessonProgress.attemptsOf(enrollment.id, lesson.id);
        standing = standingOf(lesson, progress, attempts, learning.progressPercent);
      }
      return {
        courseId,
        lesson: { ...lesson, content: studentContent(lesson.content) },
        role: learner.role,
        rule: completionRule(lesson),
        standing,
        previousLessonId: curriculum.previousLessonId(lesson.id),
        nextLessonId: curriculum.nextLessonId(lesson.id),
      };
    });
  }
}
