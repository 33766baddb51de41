import {
  pageOffset,
  type CountedHeartbeat,
  type CourseProgressTotals,
  type CourseStudent,
  type CourseStudentQuery,
  type Email,
  type LearnerSort,
  type LessonProgress,
  type LessonProgressRepository,
  type Page,
  type PageRequest,
  type QuizAttempt,
  type Watching,
} from '@classroom/core';
import type { Knex } from 'knex';
import type { Dialect } from './dialect';
import { isUniqueViolation } from './driver-errors';
import type { GroupCommit } from './group-commit';
import { latest } from './latest-rows';
import { toEnrollment, type EnrollmentRow } from './payment-row';
import { whereContains } from './table-query';
import {
  toAttempt,
  toAttemptRow,
  toLesson,
  toProgress,
  toProgressRow,
  type AttemptRow,
  type LessonRow,
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
    /** MySQL's group commit for `replace`, outside a transaction only. */
    private readonly groupCommit?: GroupCommit,
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

  async findWatching(email: Email, courseId: string, lessonId: string): Promise<Watching | null> {
    const rows =
      this.dialect === 'mysql'
        ? await this.watchingInOneTrip(email, courseId, lessonId)
        : await this.watchingStepByStep(email, courseId, lessonId);
    return rows
      ? {
          enrollment: toEnrollment(rows.e),
          lesson: toLesson(rows.l),
          progress: toProgress(rows.p),
          clock: dateOf(rows.u.watching_clock),
        }
      : null;
  }

  /** One round trip to the server: each row keeps its table's alias (mysql2's nestTables). */
  private async watchingInOneTrip(
    email: Email,
    courseId: string,
    lessonId: string,
  ): Promise<WatchingRows | undefined> {
    const [rows] = (await this.db('enrollments as e')
      .join('users as u', 'u.email', 'e.email')
      .join('lessons as l', (on) =>
        on.on('l.course_id', 'e.course_id').andOnVal('l.id', '=', lessonId),
      )
      .join('lesson_progress as p', (on) =>
        on.on('p.enrollment_id', 'e.id').andOn('p.lesson_id', 'l.id'),
      )
      .where({ 'e.email': email, 'e.course_id': courseId, 'e.running': true })
      .select('e.*', 'l.*', 'p.*', 'u.watching_clock')
      .limit(1)
      .options({ nestTables: true })) as WatchingRows[];
    return rows;
  }

  /** SQLite runs in process: there is no round trip to save, and no nestTables. */
  private async watchingStepByStep(
    email: Email,
    courseId: string,
    lessonId: string,
  ): Promise<WatchingRows | undefined> {
    const e = await this.db<EnrollmentRow>('enrollments')
      .where({ email, course_id: courseId, running: true })
      .first();
    const u: ClockRow | undefined = await this.db('users').where({ email }).first('watching_clock');
    const l = await this.db<LessonRow>('lessons')
      .where({ id: lessonId, course_id: courseId })
      .first();
    const p =
      e &&
      (await this.db<ProgressRow>('lesson_progress')
        .where({ enrollment_id: e.id, lesson_id: lessonId })
        .first());
    return e && u && l && p ? { e, u, l, p } : undefined;
  }

  /**
   * The busiest write there is, kept as written SQL rather than built per call: the student's
   * clock as read, then their progress as read, the clock first as the locked path holds them.
   * Each statement updates one table, so that its subqueries read the enrollment and the
   * lesson without locking them (read committed, decision 42; a two-table update would lock
   * them): no lock is taken against the order the locked path takes them in. On MySQL the two
   * go in the next group commit (decision 43), where the progress is written only if the clock
   * moved; elsewhere they run in a transaction of their own.
   */
  async replace(watching: Watching, next: CountedHeartbeat): Promise<boolean> {
    const { enrollment, lesson } = watching;
    const before = toProgressRow(watching.progress);
    const after = toProgressRow(next.progress);
    const clockTo = next.clock.getTime();
    const clockAsRead = watching.clock?.getTime() ?? null;
    const clock = [clockTo, enrollment.email, clockAsRead];
    const progress = [
      after.status,
      after.last_position_seconds,
      after.watched,
      after.watched_seconds,
      after.completed_at,
      after.last_seen_at,
      before.enrollment_id,
      before.lesson_id,
      before.status,
      before.last_seen_at,
      before.watched_seconds,
      enrollment.id,
      enrollment.email,
      enrollment.courseId,
      enrollment.progressPercent,
      enrollment.lastLessonId,
      enrollment.lastLessonId,
      lesson.id,
      enrollment.courseId,
      lesson.content.kind,
      lesson.durationSeconds,
    ];
    if (this.groupCommit) {
      const [moved, , written] = await this.groupCommit.runAll([
        [MOVE_CLOCK.mysql, clock],
        ['SET @clocked = ROW_COUNT()', []],
        [REPLACE_PROGRESS_IF_CLOCKED, progress],
      ]);
      // Rare (the progress changed since read, not the clock): the clock goes back unless
      // it has moved on again meanwhile, which would only hold the student back.
      if (moved && !written) {
        await this.groupCommit.run(PUT_CLOCK_BACK, [clockAsRead, enrollment.email, clockTo]);
      }
      return written! > 0;
    }
    try {
      return await this.db.transaction(async (trx) => {
        const moved = await trx.raw(MOVE_CLOCK[this.dialect], clock);
        if (!affectedRows(moved, this.dialect)) throw LOST;
        const replaced = await trx.raw(REPLACE_PROGRESS, progress);
        if (!affectedRows(replaced, this.dialect)) throw LOST;
        return true;
      });
    } catch (error) {
      if (error === LOST) return false;
      throw error;
    }
  }

  async watchingClockOf(email: Email): Promise<Date | null> {
    const query = this.db('users').where({ email }).select('watching_clock');
    const [row] = (await latest(query, this.db, this.dialect)) as ClockRow[];
    return dateOf(row?.watching_clock ?? null);
  }

  async saveWatchingClock(email: Email, clock: Date): Promise<void> {
    await this.db('users').where({ email }).update({ watching_clock: clock.getTime() });
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

  async courseTotals(courseId: string): Promise<CourseProgressTotals> {
    const [enrolled] = await this.db('enrollments')
      .where({ course_id: courseId })
      .select(
        this.db.raw('COUNT(*) AS n'),
        this.db.raw('COALESCE(SUM(CASE WHEN completed_at IS NULL THEN 0 ELSE 1 END), 0) AS done'),
      );
    const lessons = await this.db('lesson_progress as p')
      .join('lessons as l', 'l.id', 'p.lesson_id')
      .where('l.course_id', courseId)
      .where('p.status', 'completed')
      .groupBy('p.lesson_id')
      .select('p.lesson_id as lessonId')
      .count<{ lessonId: string; n: number | string }[]>({ n: '*' });
    return {
      enrolled: Number(enrolled?.n ?? 0),
      completed: Number(enrolled?.done ?? 0),
      lessonCompletions: new Map(lessons.map((row) => [row.lessonId, Number(row.n)])),
    };
  }

  async studentsOf(
    courseId: string,
    query: CourseStudentQuery,
    request: PageRequest,
  ): Promise<Page<CourseStudent>> {
    // The students' names are read for the page, or for every row only when searched.
    const filtered = (named: boolean) => {
      const rows = named ? this.named(courseId, !!query.text) : this.db('enrollments as e');
      rows.where('e.course_id', courseId);
      whereContains(rows, query.text, ['u.display_name', 'u.email']);
      if (query.state === 'completed') rows.whereNotNull('e.completed_at');
      if (query.state === 'in-progress') {
        rows
          .whereNull('e.completed_at')
          .where((opened) =>
            opened.whereNotNull('e.last_lesson_id').orWhere('e.progress_percent', '>', 0),
          );
      }
      if (query.state === 'not-started') {
        rows
          .whereNull('e.completed_at')
          .whereNull('e.last_lesson_id')
          .where('e.progress_percent', 0);
      }
      return rows;
    };
    const order = STUDENT_ORDERS[query.sort ?? 'newest'];
    // The page's enrollments are found first, from the course's indexes alone unless the names
    // are searched or sorted by; only those few rows are then joined to their people. Carrying
    // every row's person through a deep page's sort cost MariaDB ten times as much.
    const page = filtered(!!query.text || query.sort === 'name')
      .orderBy(order)
      .limit(request.limit)
      .offset(pageOffset(request))
      .select('e.id');
    const [rows, [count]] = await Promise.all([
      this.db('enrollments as e')
        .join(page.as('page'), 'page.id', 'e.id')
        .join('users as u', 'u.email', 'e.email')
        .orderBy(order)
        .select<StudentRow[]>(
          'e.id',
          'e.email',
          'e.enrolled_at',
          'e.progress_percent',
          'e.completed_at',
          'u.display_name',
        ),
      filtered(!!query.text).count<{ n: number | string }[]>({ n: '*' }),
    ]);
    // Each listed enrollment's newest lesson activity, read for this page only.
    const activity = rows.length
      ? ((await this.db('lesson_progress')
          .whereIn(
            'enrollment_id',
            rows.map((row) => row.id),
          )
          .groupBy('enrollment_id')
          .select('enrollment_id')
          .max({ seen: 'last_seen_at' })
          .max({ done: 'completed_at' })) as LastActivityRow[])
      : [];
    const byEnrollment = new Map(activity.map((row) => [row.enrollment_id, row]));
    return {
      items: rows.map((row) => toStudent(row, byEnrollment.get(row.id))),
      total: Number(count?.n ?? 0),
      ...request,
    };
  }

  /**
   * The course's enrollments `e` with their students `u`. A search reads every student's name:
   * MySQL then starts from the people (a scan of short rows, as the users table's search) and
   * finds each match's enrollment by its unique key (named: without statistics MariaDB joins
   * the course's enrollments to every person), instead of a lookup per enrollment.
   */
  private named(courseId: string, searched: boolean): Knex.QueryBuilder {
    if (searched && this.dialect === 'mysql') {
      return this.db('users as u').joinRaw(
        'STRAIGHT_JOIN ?? AS ?? FORCE INDEX (??) ON ?? = ?? AND ?? = ?',
        [
          'enrollments',
          'e',
          'enrollments_running_unique',
          'e.email',
          'u.email',
          'e.course_id',
          courseId,
        ],
      );
    }
    return this.db('enrollments as e').join('users as u', 'u.email', 'e.email');
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

type Millis = number | string | null;

interface StudentRow {
  id: string;
  email: string;
  enrolled_at: number | string;
  progress_percent: number;
  completed_at: Millis;
  display_name: string;
}

interface LastActivityRow {
  enrollment_id: string;
  seen: Millis;
  done: Millis;
}

const dateOf = (value: Millis): Date | null =>
  value === null || value === undefined ? null : new Date(Number(value));

function toStudent(row: StudentRow, activity?: { seen: Millis; done: Millis }): CourseStudent {
  const seen = dateOf(activity?.seen ?? null);
  const done = dateOf(activity?.done ?? null);
  const last = seen && done ? (seen > done ? seen : done) : (seen ?? done);
  return {
    enrollmentId: row.id,
    name: row.display_name,
    email: row.email,
    enrolledAt: new Date(Number(row.enrolled_at)),
    progressPercent: Number(row.progress_percent),
    completedAt: dateOf(row.completed_at),
    lastActivityAt: last,
  };
}

interface ClockRow {
  watching_clock: Millis;
}

interface WatchingRows {
  e: EnrollmentRow;
  u: ClockRow;
  l: LessonRow;
  p: ProgressRow;
}

const newestStudents = [
  { column: 'e.enrolled_at', order: 'desc' },
  { column: 'e.id', order: 'desc' },
] as const;

/**
 * The students table's orders, each ending on the enrollment so that pages never overlap,
 * and each in one direction so that the course's indexes give them (026-learner-media-tables).
 */
const STUDENT_ORDERS: Record<LearnerSort, { column: string; order: 'asc' | 'desc' }[]> = {
  newest: [...newestStudents],
  oldest: [
    { column: 'e.enrolled_at', order: 'asc' },
    { column: 'e.id', order: 'asc' },
  ],
  'progress-desc': [{ column: 'e.progress_percent', order: 'desc' }, ...newestStudents],
  'progress-asc': [
    { column: 'e.progress_percent', order: 'asc' },
    { column: 'e.enrolled_at', order: 'asc' },
    { column: 'e.id', order: 'asc' },
  ],
  name: [{ column: 'u.display_name', order: 'asc' }, ...newestStudents],
};

/** The student's clock as read (`?` for no clock yet: IS on SQLite, MySQL's <=>). */
const MOVE_CLOCK: Record<Dialect, string> = {
  mysql: 'UPDATE users SET watching_clock = ? WHERE email = ? AND watching_clock <=> ?',
  sqlite: 'UPDATE users SET watching_clock = ? WHERE email = ? AND watching_clock IS ?',
};

/** The progress as read, while the student's running enrollment and the lesson are too. */
const REPLACE_PROGRESS = `
  UPDATE lesson_progress AS p
  SET status = ?, last_position_seconds = ?, watched = ?, watched_seconds = ?,
    completed_at = ?, last_seen_at = ?
  WHERE p.enrollment_id = ? AND p.lesson_id = ? AND p.status = ? AND p.last_seen_at = ?
    AND p.watched_seconds = ?
    AND EXISTS (
      SELECT 1 FROM enrollments e
      WHERE e.id = ? AND e.email = ? AND e.course_id = ? AND e.running = 1
        AND e.progress_percent = ?
        AND (e.last_lesson_id = ? OR (? IS NULL AND e.last_lesson_id IS NULL)))
    AND EXISTS (
      SELECT 1 FROM lessons l
      WHERE l.id = ? AND l.course_id = ? AND l.kind = ? AND l.duration_seconds = ?)`;

/** In a group, the progress is written only if the clock moved just before. */
const REPLACE_PROGRESS_IF_CLOCKED = `${REPLACE_PROGRESS} AND @clocked = 1`;

/** The clock back to what it was read as, while it is still where the write moved it. */
const PUT_CLOCK_BACK = 'UPDATE users SET watching_clock = ? WHERE email = ? AND watching_clock = ?';

/** A write that found its rows changed: the transaction rolls back. */
const LOST = new Error('changed since read');

/** The rows an UPDATE through `knex.raw` changed: mysql2's result header, or SQLite's run info. */
function affectedRows(result: unknown, dialect: Dialect): number {
  const answer = result as [{ affectedRows?: number }] | { changes?: number };
  return dialect === 'mysql'
    ? ((answer as [{ affectedRows?: number }])[0]?.affectedRows ?? 0)
    : ((answer as { changes?: number }).changes ?? 0);
}
