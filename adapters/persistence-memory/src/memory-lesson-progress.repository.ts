import {
  countSeconds,
  type CountedHeartbeat,
  type CourseProgressTotals,
  type CourseStudent,
  type CourseStudentQuery,
  type Email,
  type Enrollment,
  type LearnerSort,
  type LearnerState,
  type LessonProgress,
  type LessonProgressRepository,
  type Page,
  type PageRequest,
  type QuizAttempt,
  type Watching,
} from '@classroom/core';
import { byText, containsText, pageOf } from './memory-table-query';
import type { MemoryTables } from './memory-tables';

const copy = (row: LessonProgress): LessonProgress => ({
  ...row,
  watched: row.watched.map(([a, b]) => [a, b] as const),
});

/** What a write between a read and its conditional write would have changed. */
const sameVersion = (a: LessonProgress, b: LessonProgress) =>
  a.status === b.status &&
  a.lastSeenAt.getTime() === b.lastSeenAt.getTime() &&
  countSeconds(a.watched) === countSeconds(b.watched);

export class MemoryLessonProgressRepository implements LessonProgressRepository {
  constructor(private readonly tables: MemoryTables) {}

  async find(enrollmentId: string, lessonId: string): Promise<LessonProgress | null> {
    const row = this.tables.lessonProgress.get(`${enrollmentId} ${lessonId}`);
    return row ? copy(row) : null;
  }

  async progressOf(enrollmentId: string): Promise<LessonProgress[]> {
    return [...this.tables.lessonProgress.values()]
      .filter((row) => row.enrollmentId === enrollmentId)
      .map(copy);
  }

  async save(progress: LessonProgress): Promise<void> {
    this.tables.lessonProgress.set(`${progress.enrollmentId} ${progress.lessonId}`, copy(progress));
  }

  async findWatching(email: Email, courseId: string, lessonId: string): Promise<Watching | null> {
    const enrollment = this.tables.enrollments.get(`${email} ${courseId}`);
    const found = this.tables.lessons.get(lessonId);
    const progress = enrollment && this.tables.lessonProgress.get(`${enrollment.id} ${lessonId}`);
    const person = [...this.tables.users.values()].some((user) => user.email === email);
    if (!enrollment || found?.courseId !== courseId || !progress || !person) return null;
    return {
      enrollment: { ...enrollment },
      lesson: structuredClone(found.lesson),
      progress: copy(progress),
      clock: this.tables.watchingClocks.get(email) ?? null,
    };
  }

  async replace(watching: Watching, next: CountedHeartbeat): Promise<boolean> {
    const { enrollment, lesson, progress, clock } = watching;
    // Everything is read after the last await, so no other write slips in between.
    const now = await this.findWatching(enrollment.email, enrollment.courseId, lesson.id);
    const holds =
      now &&
      sameVersion(now.progress, progress) &&
      now.clock?.getTime() === clock?.getTime() &&
      now.enrollment.id === enrollment.id &&
      now.enrollment.lastLessonId === enrollment.lastLessonId &&
      now.enrollment.progressPercent === enrollment.progressPercent &&
      now.lesson.content.kind === lesson.content.kind &&
      now.lesson.durationSeconds === lesson.durationSeconds;
    if (!holds) return false;
    this.tables.lessonProgress.set(
      `${progress.enrollmentId} ${progress.lessonId}`,
      copy(next.progress),
    );
    this.tables.watchingClocks.set(enrollment.email, next.clock);
    return true;
  }

  async watchingClockOf(email: Email): Promise<Date | null> {
    return this.tables.watchingClocks.get(email) ?? null;
  }

  async saveWatchingClock(email: Email, clock: Date): Promise<void> {
    this.tables.watchingClocks.set(email, clock);
  }

  async completedCounts(courseId: string): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    for (const row of this.tables.lessonProgress.values()) {
      if (row.status !== 'completed') continue;
      if (this.tables.lessons.get(row.lessonId)?.courseId !== courseId) continue;
      counts.set(row.enrollmentId, (counts.get(row.enrollmentId) ?? 0) + 1);
    }
    return counts;
  }

  async courseTotals(courseId: string): Promise<CourseProgressTotals> {
    const enrollments = this.enrollmentsOf(courseId);
    const lessonCompletions = new Map<string, number>();
    for (const row of this.tables.lessonProgress.values()) {
      if (row.status !== 'completed') continue;
      if (this.tables.lessons.get(row.lessonId)?.courseId !== courseId) continue;
      lessonCompletions.set(row.lessonId, (lessonCompletions.get(row.lessonId) ?? 0) + 1);
    }
    return {
      enrolled: enrollments.length,
      completed: enrollments.filter((row) => row.completedAt !== null).length,
      lessonCompletions,
    };
  }

  async studentsOf(
    courseId: string,
    query: CourseStudentQuery,
    request: PageRequest,
  ): Promise<Page<CourseStudent>> {
    const users = new Map([...this.tables.users.values()].map((user) => [user.email, user]));
    const students = this.enrollmentsOf(courseId)
      .filter((row) => !query.state || stateOf(row) === query.state)
      .map((row): CourseStudent => ({
        enrollmentId: row.id,
        name: users.get(row.email)?.displayName ?? '',
        email: row.email,
        enrolledAt: row.enrolledAt,
        progressPercent: row.progressPercent,
        completedAt: row.completedAt,
        lastActivityAt: this.lastActivityOf(row.id),
      }))
      .filter((student) => containsText(query.text, student.name, student.email))
      .sort(STUDENT_ORDERS[query.sort ?? 'newest']);
    return pageOf(students, request, (student) => student);
  }

  private enrollmentsOf(courseId: string): Enrollment[] {
    return [...this.tables.enrollments.values()].filter((row) => row.courseId === courseId);
  }

  /** The newest time a lesson was opened, watched or completed by the enrollment. */
  private lastActivityOf(enrollmentId: string): Date | null {
    let last: number | null = null;
    for (const row of this.tables.lessonProgress.values()) {
      if (row.enrollmentId !== enrollmentId) continue;
      for (const time of [row.lastSeenAt, row.completedAt]) {
        if (time && (last === null || time.getTime() > last)) last = time.getTime();
      }
    }
    return last === null ? null : new Date(last);
  }

  async attemptsOf(enrollmentId: string, lessonId: string): Promise<QuizAttempt[]> {
    return [...this.tables.quizAttempts.values()]
      .filter((row) => row.enrollmentId === enrollmentId && row.lessonId === lessonId)
      .sort((a, b) => a.number - b.number)
      .map((row) => structuredClone(row));
  }

  async insertAttempt(attempt: QuizAttempt): Promise<boolean> {
    const key = `${attempt.enrollmentId} ${attempt.lessonId} ${attempt.number}`;
    if (this.tables.quizAttempts.has(key)) return false;
    this.tables.quizAttempts.set(key, structuredClone(attempt));
    return true;
  }
}

/**
 * Where the student stands, from the enrollment as the SQL stores read it: completed once,
 * or having opened a lesson (the last one opened is kept) or completed some, or neither.
 */
function stateOf(row: Enrollment): LearnerState {
  if (row.completedAt) return 'completed';
  return row.lastLessonId !== null || row.progressPercent > 0 ? 'in-progress' : 'not-started';
}

function oldest(a: CourseStudent, b: CourseStudent): number {
  return (
    a.enrolledAt.getTime() - b.enrolledAt.getTime() || a.enrollmentId.localeCompare(b.enrollmentId)
  );
}

const newest = (a: CourseStudent, b: CourseStudent) => oldest(b, a);

/** The table's orders, each ending on the enrollment so that pages never overlap. */
const STUDENT_ORDERS: Record<LearnerSort, (a: CourseStudent, b: CourseStudent) => number> = {
  newest,
  oldest,
  'progress-desc': (a, b) => b.progressPercent - a.progressPercent || newest(a, b),
  'progress-asc': (a, b) => a.progressPercent - b.progressPercent || oldest(a, b),
  name: (a, b) => byText(a.name, b.name) || newest(a, b),
};
