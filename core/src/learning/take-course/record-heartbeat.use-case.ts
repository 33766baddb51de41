import type { Actor } from '../../shared/actor';
import { BoundedMap } from '../../shared/bounded-map';
import { ValidationError } from '../../shared/errors';
import type { Clock } from '../../shared/ports';
import type { SingleWrite, UnitOfWork } from '../../shared/unit-of-work.port';
import type { CourseCompletedHook } from '../course-completion';
import { recountEnrollment, saveLearning } from '../enrollment-progress';
import { WrongLessonKindError } from '../learning.errors';
import type { Watching } from '../lesson-progress.repository.port';
import { countHeartbeat, type CountedHeartbeat, type Heartbeat } from '../lesson-progress';
import { standingOf, type LessonStanding } from '../lesson-standing';
import { openLessonFor, progressIn } from './lesson-access';

/** How many students' last reports a server process remembers (some 15 MB at most). */
const REMEMBERED_WATCHERS = 10_000;

/**
 * The player reports, every few seconds, the seconds of a video watched since its previous
 * report and where playback is. Implausible reports are refused whole (see countHeartbeat),
 * judged against the lesson's clock and the student's one watching clock, which every lesson
 * and course they report on moves; the video completes at 90% of its distinct seconds. Only
 * a student's reports are recorded.
 */
export class RecordHeartbeat {
  /**
   * What each student's last report was counted over and wrote, by student, course and
   * lesson: the next report is counted over it without a read, and its write holds only while
   * all of it is still so. Another process's write, a report on another lesson (it moves the
   * student's clock), a refund or a revised lesson in between makes that write change nothing,
   * and the report is counted over a fresh read instead.
   */
  private readonly remembered = new BoundedMap<string, Watching>(REMEMBERED_WATCHERS);

  constructor(
    private readonly deps: {
      unitOfWork: UnitOfWork;
      clock: Clock;
      onCourseCompleted?: CourseCompletedHook;
    },
  ) {}

  async execute(
    courseId: string,
    lessonId: string,
    beat: Heartbeat,
    actor: Actor | null,
  ): Promise<LessonStanding> {
    if (!(beat.from >= 0 && beat.from < beat.to && beat.position >= 0)) {
      throw new ValidationError({ to: 'The seconds watched must end after they start' });
    }
    return (
      (await this.recordWhileWatching(courseId, lessonId, beat, actor)) ??
      this.recordLocked(courseId, lessonId, beat, actor)
    );
  }

  /**
   * The common report, in one conditional write over what the student's last report wrote,
   * or else one read and one conditional write: a student already watching this video, whose
   * report neither completes it nor changes the lesson they are on. Null, having written
   * nothing, for anything else, or when a write to what it was counted over came first.
   */
  private async recordWhileWatching(
    courseId: string,
    lessonId: string,
    beat: Heartbeat,
    actor: Actor | null,
  ): Promise<LessonStanding | null> {
    const single = actor && this.deps.unitOfWork.singleWrite();
    if (!actor || !single) return null;
    const key = `${actor.email} ${courseId} ${lessonId}`;
    const remembered = this.remembered.get(key);
    const standing = remembered && (await this.writeOver(single, remembered, beat, key));
    if (standing) return standing;
    const { lessonProgress } = single.repositories;
    const watching = await lessonProgress.findWatching(actor.email, courseId, lessonId);
    return watching && this.writeOver(single, watching, beat, key);
  }

  /** Counts the report over what was read and writes it while that holds; remembered then. */
  private async writeOver(
    single: SingleWrite,
    watching: Watching,
    beat: Heartbeat,
    key: string,
  ): Promise<LessonStanding | null> {
    this.remembered.delete(key);
    const { enrollment, lesson, progress, clock } = watching;
    if (lesson.content.kind !== 'video' || enrollment.lastLessonId !== lesson.id) return null;
    let after: CountedHeartbeat;
    try {
      after = countHeartbeat(progress, clock, lesson, beat, this.deps.clock.now());
    } catch {
      return null; // refused under the lock, where what it was judged on is current
    }
    if (after.progress.status !== progress.status) return null;
    const { lessonProgress } = single.repositories;
    if (!(await single.commit(() => lessonProgress.replace(watching, after)))) return null;
    this.remembered.set(key, { ...watching, ...after });
    return standingOf(lesson, after.progress, [], enrollment.progressPercent);
  }

  private recordLocked(
    courseId: string,
    lessonId: string,
    beat: Heartbeat,
    actor: Actor | null,
  ): Promise<LessonStanding> {
    return this.deps.unitOfWork.transaction(async (repositories) => {
      const { learner, lesson } = await openLessonFor(repositories, courseId, lessonId, actor, {
        lock: true,
      });
      if (lesson.content.kind !== 'video') throw new WrongLessonKindError('video');
      const { enrollment } = learner;
      if (!enrollment) return standingOf(lesson, null, [], null);
      const now = this.deps.clock.now();
      // The student's clock is held before the progress, as the conditional write takes them.
      const clock = await repositories.lessonProgress.watchingClockOf(enrollment.email);
      const before = await progressIn(repositories, enrollment.id, lesson.id, now);
      const counted = countHeartbeat(before, clock, lesson, beat, now);
      const after = counted.progress;
      await repositories.lessonProgress.save(after);
      await repositories.lessonProgress.saveWatchingClock(enrollment.email, counted.clock);
      const learning =
        after.status !== before.status
          ? await recountEnrollment(
              repositories,
              enrollment,
              lesson.id,
              now,
              this.deps.onCourseCompleted,
            )
          : await saveLearning(
              repositories,
              enrollment,
              { lastLessonId: lesson.id, progressPercent: enrollment.progressPercent },
              now,
            );
      return standingOf(lesson, after, [], learning.progressPercent);
    });
  }
}
