import {
  CourseRevision,
  type CourseRevisionProps,
  type Page,
  type PageRequest,
  type RevisionQuery,
  type RevisionRepository,
} from '@classroom/core';
import { containsText, pageOf } from './memory-table-query';
import type { MemoryTables } from './memory-tables';

export class MemoryRevisionRepository implements RevisionRepository {
  constructor(private readonly tables: MemoryTables) {}

  async findByCourse(courseId: string): Promise<CourseRevision | null> {
    const row = this.tables.revisions.get(courseId);
    return row ? CourseRevision.restore(structuredClone(row)) : null;
  }

  async save(revision: CourseRevision, before: number | null): Promise<boolean> {
    // Check and write with no await between them, as a conditional write does.
    const row = this.tables.revisions.get(revision.courseId);
    if ((row?.version ?? null) !== before || !this.tables.courses.has(revision.courseId)) {
      return false;
    }
    this.tables.revisions.set(revision.courseId, structuredClone(revision.toProps()));
    return true;
  }

  async delete(courseId: string, version: number): Promise<boolean> {
    if (this.tables.revisions.get(courseId)?.version !== version) return false;
    this.tables.revisions.delete(courseId);
    return true;
  }

  async list(query: RevisionQuery, page: PageRequest): Promise<Page<CourseRevision>> {
    const rows = [...this.tables.revisions.values()].filter((row) => {
      const course = this.tables.courses.get(row.courseId);
      return (
        (!query.status || row.status === query.status) &&
        containsText(
          query.text,
          course?.name ?? '',
          course?.instructor.name ?? '',
          course?.instructor.email ?? '',
        )
      );
    });
    const newest = (a: CourseRevisionProps, b: CourseRevisionProps) =>
      b.updatedAt.getTime() - a.updatedAt.getTime() || b.courseId.localeCompare(a.courseId);
    rows.sort(query.sort === 'oldest' ? (a, b) => newest(b, a) : newest);
    return pageOf(rows, page, (row) => CourseRevision.restore(structuredClone(row)));
  }

  async countPending(): Promise<number> {
    return [...this.tables.revisions.values()].filter((row) => row.status === 'pending').length;
  }
}
