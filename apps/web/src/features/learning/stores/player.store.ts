import { makeAutoObservable, runInAction } from 'mobx';
import type { LoadStatus } from '../../../stores/load-status';
import type { RootStore } from '../../../stores/root.store';
import { isApiError } from '../../../lib/api-error';
import {
  httpLearningApi,
  type LearningApi,
  type LessonMedia,
  type LessonView,
  type Outline,
  type QuizResult,
  type Standing,
} from '../api/learning-api';
import type { WatchReport } from './watch-tracker';

export type OutlineLesson = Outline['sections'][number]['lessons'][number];
/** Whose outline to read: the learner's (enrolled, the owner, admins) or the public one. */
export type OutlineReader = 'learner' | 'public';

/** Where 'Complete and continue' leads: the next lesson, or the finish screen. */
export type NextStep = { lessonId: string } | { finished: true } | null;

function messageOf(error: unknown, fallback: string): string {
  return isApiError(error) ? error.message : fallback;
}

/** One course in the player: its outline with ticks, the open lesson and its standing. */
export class PlayerStore {
  courseId = '';
  outline: Outline | null = null;
  outlineStatus: LoadStatus = 'idle';
  outlineError = '';

  lessonId = '';
  view: LessonView | null = null;
  lessonStatus: LoadStatus = 'idle';
  lessonError = '';
  media: LessonMedia | null = null;
  mediaError = '';
  standing: Standing | null = null;
  quizResult: QuizResult | null = null;
  busy = false;
  actionError = '';

  constructor(private readonly api: LearningApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  get role(): Outline['role'] {
    return this.outline?.role ?? null;
  }

  /** Enrolled, owner or admin: every lesson opens. Anyone else: preview lessons only. */
  get opensEverything(): boolean {
    return this.role === 'student' || this.role === 'owner' || this.role === 'admin';
  }

  get lessons(): OutlineLesson[] {
    return this.outline?.sections.flatMap((section) => section.lessons) ?? [];
  }

  get percent(): number {
    return this.outline?.progress?.percent ?? 0;
  }

  get finished(): boolean {
    return this.role === 'student' && this.lessons.length > 0 && this.percent === 100;
  }

  /** The lesson 'Continue' opens: the server's choice, else the first one this person may open. */
  get continueLessonId(): string | null {
    return (
      this.outline?.progress?.continueLessonId ??
      this.lessons.find((lesson) => this.canOpen(lesson))?._id ??
      null
    );
  }

  canOpen(lesson: OutlineLesson): boolean {
    return this.opensEverything || lesson.preview;
  }

  sectionProgress(sectionId: string): { done: number; total: number } {
    const lessons = this.outline?.sections.find((s) => s._id === sectionId)?.lessons ?? [];
    return {
      done: lessons.filter((lesson) => lesson.status === 'completed').length,
      total: lessons.length,
    };
  }

  /**
   * Reads the course's outline: the learner's (ticks for a student; the public one should the
   * server refuse it), or straight away the public one for someone known not to take the course.
   */
  async loadOutline(courseId: string, reader: OutlineReader = 'learner'): Promise<void> {
    if (this.courseId !== courseId) {
      this.courseId = courseId;
      this.outline = null;
      this.lessonId = '';
      this.view = null;
    }
    this.outlineStatus = 'loading';
    try {
      const outline =
        reader === 'public'
          ? await this.api.publicOutline(courseId)
          : await this.api.outline(courseId);
      runInAction(() => {
        if (this.courseId !== courseId) return;
        this.outline = outline;
        this.outlineStatus = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        if (this.courseId !== courseId) return;
        this.outlineStatus = 'failed';
        this.outlineError = messageOf(error, 'The course could not be loaded.');
      });
    }
  }

  async openLesson(lessonId: string): Promise<void> {
    const courseId = this.courseId;
    this.lessonId = lessonId;
    this.view = null;
    this.media = null;
    this.mediaError = '';
    this.standing = null;
    this.quizResult = null;
    this.actionError = '';
    this.lessonStatus = 'loading';
    const current = () => this.courseId === courseId && this.lessonId === lessonId;
    try {
      const view = await this.api.openLesson(courseId, lessonId);
      runInAction(() => {
        if (!current()) return;
        this.view = view;
        this.standing = view.standing;
        this.lessonStatus = 'ready';
      });
      const kind = view.lesson.content.kind;
      if (kind === 'video' || kind === 'file') await this.loadMedia(courseId, lessonId, current);
    } catch (error) {
      runInAction(() => {
        if (!current()) return;
        this.lessonStatus = 'failed';
        this.lessonError = messageOf(error, 'The lesson could not be opened.');
      });
    }
  }

  /** A new signed address, for a video whose address expired while it played. */
  async refreshMedia(): Promise<void> {
    const { courseId, lessonId } = this;
    await this.loadMedia(courseId, lessonId, () => this.lessonId === lessonId);
  }

  private async loadMedia(courseId: string, lessonId: string, current: () => boolean) {
    try {
      const media = await this.api.media(courseId, lessonId);
      runInAction(() => {
        if (current()) this.media = media;
      });
    } catch (error) {
      runInAction(() => {
        if (current()) this.mediaError = messageOf(error, 'The media could not be loaded.');
      });
    }
  }

  /**
   * Seconds watched of a lesson, sent as they are played, and the last ones when its video
   * closes (by then another lesson may be open). A refused report is dropped: the next counts.
   */
  async report(lessonId: string, beat: WatchReport): Promise<void> {
    const courseId = this.courseId;
    if (this.role !== 'student') return;
    try {
      const standing = await this.api.heartbeat(courseId, lessonId, beat);
      runInAction(() => this.applyStanding(lessonId, standing));
    } catch (error) {
      if (!isApiError(error) || error.code !== 'implausible_heartbeat') throw error;
    }
  }

  /** 'Complete and continue': marks the lesson done (if it is not) and says where to go. */
  async completeAndContinue(): Promise<NextStep> {
    const view = this.view;
    if (!view) return null;
    const lessonId = view.lesson._id;
    this.busy = true;
    this.actionError = '';
    try {
      if (this.standing?.status !== 'completed') {
        const standing = await this.api.complete(this.courseId, lessonId);
        runInAction(() => this.applyStanding(lessonId, standing));
      }
      return runInAction(() => this.nextStep(view));
    } catch (error) {
      runInAction(() => {
        this.actionError = messageOf(error, 'The lesson could not be completed.');
      });
      return null;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  async markIncomplete(): Promise<void> {
    const lessonId = this.lessonId;
    this.busy = true;
    this.actionError = '';
    try {
      const standing = await this.api.reopen(this.courseId, lessonId);
      runInAction(() => this.applyStanding(lessonId, standing));
    } catch (error) {
      runInAction(() => {
        this.actionError = messageOf(error, 'The lesson could not be marked incomplete.');
      });
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  async submitQuiz(answers: number[][]): Promise<void> {
    const lessonId = this.lessonId;
    this.busy = true;
    this.actionError = '';
    try {
      const result = await this.api.attemptQuiz(this.courseId, lessonId, answers);
      runInAction(() => {
        if (this.lessonId !== lessonId) return;
        this.quizResult = result;
        this.applyStanding(lessonId, result.standing);
      });
    } catch (error) {
      runInAction(() => {
        this.actionError = messageOf(error, 'The answers could not be sent.');
      });
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  private nextStep(view: LessonView): NextStep {
    if (this.finished) return { finished: true };
    if (view.nextLessonId) return { lessonId: view.nextLessonId };
    // The last lesson, with others still to do: back to the first one not completed.
    const pending = this.lessons.find((lesson) => lesson.status !== 'completed');
    return pending ? { lessonId: pending._id } : null;
  }

  /** The answer of a write: the lesson's standing, its tick and the course's percentage. */
  private applyStanding(lessonId: string, standing: Standing): void {
    if (this.lessonId === lessonId) this.standing = standing;
    if (!standing.tracked || !this.outline) return;
    for (const section of this.outline.sections) {
      for (const lesson of section.lessons) {
        if (lesson._id === lessonId) lesson.status = standing.status;
      }
    }
    const progress = this.outline.progress;
    if (progress && standing.courseProgressPercent !== null) {
      progress.percent = standing.courseProgressPercent;
      progress.completedLessons = this.lessons.filter((l) => l.status === 'completed').length;
    }
  }
}

export function createPlayerStore(root: RootStore): PlayerStore {
  return new PlayerStore(httpLearningApi(root.api));
}
