import type { LessonProgress, LessonProgressRepository, QuizAttempt } from '@classroom/core';
import type { Knex } from 'knex';
import type { Dialect } from './dialect';
import { isUniqueViolation } from './driver-errors';
import { latest } from './latest-rows';
import {
  toAttempt,
  toAttemptRow,
  toProgress,
  toProgressRow,
  type AttemptRow,
  type ProgressRow,
} from './lesson-row';

/**
 * Progress and attempts. The use cases hold the student's enrollment while they write, and
 * reads inside a MySQL transaction see the latest rows, so no two writes of one student
 * interleave and none is lost.
 */
export class KnexLessonProgressRepository implements LessonProgressRepository {
  constructor(
    private readonly db: Knex | Knex.Transaction,
    private readonly dialect: Dialect,
  ) {}

  async find(enrollmentId: string, lessonId: string): Promise<LessonProgress | null> {
    const query = this.db<ProgressRow>('lesson_progress').where({
      enrollment_id: enrollmentId,
      lesson_id: lessonId,
    });
    const row = await latest(query, this.db, this.dialect).first();
    return row ? toProgress(row) : null;
  }

  async progressOf(enrollmentId: string): Promise<LessonProgress[]> {
    const query = this.db<ProgressRow>('lesson_progress').where({ enrollment_id: enrollmentId });
    return (await latest(query, this.db, this.dialect)).map(toProgress);
  }

  async save(progress: LessonProgress): Promise<void> {
    await this.db('lesson_progress')
      .insert(toProgressRow(progress))
      .onConflict(['enrollment_id', 'lesson_id'])
      .merge();
  }

  async completedCounts(courseId: string): Promise<Map<string, number>> {
    const query = this.db('lesson_progress as p')
      .join('lessons as l', 'l.id', 'p.lesson_id')
      .where('l.course_id', courseId)
      .where('p.status', 'completed')
      .groupBy('p.enrollment_id')
      .select('p.enrollment_id as enrollmentId')
      .count<{ enrollmentId: string; n: number | string }[]>({ n: '*' });
    const rows = await query;
    return new Map(rows.map((row) => [row.enrollmentId, Number(row.n)]));
  }

  async attemptsOf(enrollmentId: string, lessonId: string): Promise<QuizAttempt[]> {
    const query = this.db<AttemptRow>('quiz_attempts')
      .where({ enrollment_id: enrollmentId, lesson_id: lessonId })
      .orderBy('attempt_number');
    return (await latest(query, this.db, this.dialect)).map(toAttempt);
  }

  async insertAttempt(attempt: QuizAttempt): Promise<boolean> {
    try {
      await this.db('quiz_attempts').insert(toAttemptRow(attempt));
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }
}
