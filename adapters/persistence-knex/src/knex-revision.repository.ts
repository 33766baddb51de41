import {
  pageOffset,
  type CourseRevision,
  type Page,
  type PageRequest,
  type RevisionQuery,
  type RevisionRepository,
} from '@classroom/core';
import type { Knex } from 'knex';
import { isForeignKeyViolation, isUniqueViolation } from './driver-errors';
import { toRevision, toRevisionRow, type RevisionRow } from './revision-row';
import { whereContains } from './table-query';

/** The `course_revisions` table: one row per course, written only over the version read. */
export class KnexRevisionRepository implements RevisionRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async findByCourse(courseId: string): Promise<CourseRevision | null> {
    const row = (await this.db('course_revisions').where({ course_id: courseId }).first()) as
      RevisionRow | undefined;
    return row ? toRevision(row) : null;
  }

  async save(revision: CourseRevision, before: number | null): Promise<boolean> {
    const row = toRevisionRow(revision);
    if (before !== null) {
      const { course_id: courseId, created_at: _created, ...changes } = row;
      const changed = await this.db('course_revisions')
        .where({ course_id: courseId, version: before })
        .update(changes);
      return changed === 1;
    }
    try {
      await this.db('course_revisions').insert(row);
      return true;
    } catch (error) {
      // Another change started the revision first, or the course is gone.
      if (isUniqueViolation(error) || isForeignKeyViolation(error)) return false;
      throw error;
    }
  }

  async delete(courseId: string, version: number): Promise<boolean> {
    const deleted = await this.db('course_revisions')
      .where({ course_id: courseId, version })
      .delete();
    return deleted === 1;
  }

  async list(query: RevisionQuery, page: PageRequest): Promise<Page<CourseRevision>> {
    const filtered = () => {
      const base = whereContains(
        this.db('course_revisions as r').join('courses as c', 'c.id', 'r.course_id'),
        query.text,
        ['c.name', 'c.instructor_name', 'c.instructor_email'],
      );
      if (query.status) base.where('r.status', query.status);
      return base;
    };
    const order = query.sort === 'oldest' ? 'asc' : 'desc';
    const [rows, count] = await Promise.all([
      filtered()
        .select('r.*')
        .orderBy([
          { column: 'r.updated_at', order },
          { column: 'r.course_id', order },
        ])
        .limit(page.limit)
        .offset(pageOffset(page)) as Promise<RevisionRow[]>,
      filtered().count({ n: '*' }),
    ]);
    return { items: rows.map(toRevision), total: Number(count[0]?.n ?? 0), ...page };
  }

  async countPending(): Promise<number> {
    const [row] = await this.db('course_revisions').where({ status: 'pending' }).count({ n: '*' });
    return Number(row?.n ?? 0);
  }
}
