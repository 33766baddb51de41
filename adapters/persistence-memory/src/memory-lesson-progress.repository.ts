import type { LessonProgress, LessonProgressRepository, QuizAttempt } from '@classroom/core';
import type { MemoryTables } from './memory-tables';

const copy = (row: LessonProgress): LessonProgress => ({
  ...row,
  watched: row.watched.map(([a, b]) => [a, b] as const),
});

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

  async completedCounts(courseId: string): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    for (const row of this.tables.lessonProgress.values()) {
      if (row.status !== 'completed') continue;
      if (this.tables.lessons.get(row.lessonId)?.courseId !== courseId) continue;
      counts.set(row.enrollmentId, (counts.get(row.enrollmentId) ?? 0) + 1);
    }
    return counts;
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
