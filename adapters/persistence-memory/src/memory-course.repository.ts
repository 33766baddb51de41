import {
  Course,
  type CourseProps,
  type CourseRepository,
  type CourseStatus,
  type Email,
  type Page,
  type PageRequest,
  pageOffset,
} from '@classroom/core';
import { MemoryCurriculumRepository } from './memory-curriculum.repository';
import type { MemoryTables } from './memory-tables';

const newestFirst = (a: CourseProps, b: CourseProps) =>
  b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id);

export class MemoryCourseRepository implements CourseRepository {
  private readonly rows: Map<string, CourseProps>;

  constructor(private readonly tables: MemoryTables) {
    this.rows = tables.courses;
  }

  async findById(id: string): Promise<Course | null> {
    const row = this.rows.get(id);
    return row ? Course.restore(row) : null;
  }

  async insert(course: Course): Promise<void> {
    this.rows.set(course.id, course.toProps());
  }

  async saveDetails(course: Course): Promise<void> {
    const row = this.rows.get(course.id);
    // Status and enrollment count belong to saveStatus and incrementEnrollment alone.
    if (row) {
      this.rows.set(course.id, {
        ...course.toProps(),
        status: row.status,
        totalEnrollment: row.totalEnrollment,
      });
    }
  }

  async saveLectures(id: string, lectures: number): Promise<void> {
    const row = this.rows.get(id);
    if (row) this.rows.set(id, { ...row, lectures });
  }

  async saveStatus(course: Course, before: CourseStatus): Promise<boolean> {
    // Check and write with no await between them, as a conditional UPDATE does.
    const row = this.rows.get(course.id);
    if (!row || row.status !== before) return false;
    this.rows.set(course.id, { ...row, status: course.status });
    return true;
  }

  async deleteUnlessApproved(id: string): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || row.status === 'approved') return false;
    this.rows.delete(id);
    // As the schema cascades: the course's sections go, and their lessons with them.
    const curricula = new MemoryCurriculumRepository(this.tables);
    for (const section of [...this.tables.sections.values()]) {
      if (section.courseId === id) await curricula.deleteSection(section.id);
    }
    return true;
  }

  async listByStatus(status: CourseStatus, page: PageRequest): Promise<Page<Course>> {
    return this.page(this.where((row) => row.status === status).sort(newestFirst), page);
  }

  async listAll(page: PageRequest): Promise<Page<Course>> {
    return this.page([...this.rows.values()].sort(newestFirst), page);
  }

  async listByInstructor(email: Email): Promise<Course[]> {
    return this.where((row) => row.instructor.email === email)
      .sort(newestFirst)
      .map(Course.restore);
  }

  async mostEnrolled(limit: number): Promise<Course[]> {
    return this.where((row) => row.status === 'approved')
      .sort((a, b) => b.totalEnrollment - a.totalEnrollment || newestFirst(a, b))
      .slice(0, limit)
      .map(Course.restore);
  }

  /** Relevance here is the number of query words a course contains. */
  async search(text: string, page: PageRequest): Promise<Page<Course>> {
    const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    const approved = this.where((row) => row.status === 'approved');
    if (words.length === 0) return this.page(approved.sort(newestFirst), page);
    const scored = approved
      .map((row) => ({ row, score: score(row, words) }))
      .filter(({ score }) => score > 0)
      .sort((a, b) => b.score - a.score || newestFirst(a.row, b.row));
    return this.page(
      scored.map(({ row }) => row),
      page,
    );
  }

  async countByStatus(status: CourseStatus): Promise<number> {
    return this.where((row) => row.status === status).length;
  }

  async sumEnrollment(): Promise<number> {
    return this.where((row) => row.status === 'approved').reduce(
      (sum, row) => sum + row.totalEnrollment,
      0,
    );
  }

  async incrementEnrollment(id: string): Promise<void> {
    const row = this.rows.get(id);
    if (row) this.rows.set(id, { ...row, totalEnrollment: row.totalEnrollment + 1 });
  }

  private where(keep: (row: CourseProps) => boolean): CourseProps[] {
    return [...this.rows.values()].filter(keep);
  }

  private page(rows: CourseProps[], page: PageRequest): Page<Course> {
    const start = pageOffset(page);
    return {
      items: rows.slice(start, start + page.limit).map(Course.restore),
      total: rows.length,
      ...page,
    };
  }
}

function score(row: CourseProps, words: string[]): number {
  const haystack = [
    row.name,
    row.shortDescription,
    row.detailedDescription,
    row.instructor.name,
    row.category,
  ]
    .join(' ')
    .toLowerCase();
  const tokens = new Set(haystack.match(/[\p{L}\p{N}]+/gu) ?? []);
  return words.filter((word) => [...tokens].some((token) => token.startsWith(word))).length;
}
