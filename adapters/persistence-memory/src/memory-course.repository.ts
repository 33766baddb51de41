import {
  averageOf,
  Course,
  matchesFilters,
  TYPO_MIN_LENGTH,
  withinOneEdit,
  type CourseProps,
  type CourseQuery,
  type CourseSort,
  type CourseRepository,
  type CourseStatus,
  type CourseTableQuery,
  type CourseTableSort,
  type Email,
  type Page,
  type PageRequest,
  type RatingChange,
  pageOffset,
} from '@classroom/core';
import { MemoryCurriculumRepository } from './memory-curriculum.repository';
import type { MemoryTables } from './memory-tables';
import { byText, containsText, pageOf, pendingFirst } from './memory-table-query';

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
        ratingSum: row.ratingSum,
        ratingCount: row.ratingCount,
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

  async deleteUnlessPublished(id: string): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || !['pending', 'rejected'].includes(row.status) || row.totalEnrollment > 0) {
      return false;
    }
    this.rows.delete(id);
    // As the schema cascades: the course's sections go, and their lessons with them.
    const curricula = new MemoryCurriculumRepository(this.tables);
    for (const section of [...this.tables.sections.values()]) {
      if (section.courseId === id) await curricula.deleteSection(section.id);
    }
    return true;
  }

  async query(query: CourseTableQuery, page: PageRequest): Promise<Page<Course>> {
    const rows = this.where(
      (row) =>
        containsText(query.text, row.name, row.instructor.name, row.instructor.email) &&
        (!query.status || row.status === query.status) &&
        (!query.instructorEmail || row.instructor.email === query.instructorEmail),
    );
    const order = pendingFirst(
      tableOrder(query.sort),
      (row: CourseProps) => row.status === 'pending',
      query.pendingFirst,
    );
    return pageOf(rows.sort(order), page, Course.restore);
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

  /**
   * Relevance here is the number of query words a course contains as a whole word (2) or
   * as the start of one, or through a typo variant (1).
   */
  async search(query: CourseQuery, page: PageRequest): Promise<Page<Course>> {
    const all = query.text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    // As the SQL stores do: a lone letter beside longer words is noise, not a prefix.
    const words = all.some((word) => word.length > 1) ? all.filter((word) => word.length > 1) : all;
    const approved = this.where(
      (row) =>
        row.status === 'approved' &&
        matchesFilters(
          {
            ...row,
            priceCents: row.price.cents,
            averageRating: averageOf(row.ratingSum, row.ratingCount),
          },
          query.filters,
        ),
    );
    const order = bySort(query.sort);
    if (words.length === 0) return this.page(approved.sort(order), page);
    const vocabulary = new Set(
      this.where((row) => row.status === 'approved').flatMap((row) => [...tokensOf(row)]),
    );
    const groups = words.map((word) => ({ word, variants: typoVariants(word, vocabulary) }));
    const scored = approved
      .map((row) => ({ row, score: score(tokensOf(row), groups) }))
      .filter(({ score }) => score > 0)
      .sort((a, b) =>
        (query.sort ?? 'relevance') === 'relevance'
          ? b.score - a.score || newestFirst(a.row, b.row)
          : order(a.row, b.row),
      );
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

  async addRatings(id: string, change: RatingChange): Promise<void> {
    const row = this.rows.get(id);
    if (row) {
      this.rows.set(id, {
        ...row,
        ratingSum: row.ratingSum + change.sum,
        ratingCount: row.ratingCount + change.count,
      });
    }
  }

  async incrementEnrollment(id: string): Promise<void> {
    const row = this.rows.get(id);
    if (row) this.rows.set(id, { ...row, totalEnrollment: row.totalEnrollment + 1 });
  }

  async decrementEnrollment(id: string): Promise<void> {
    const row = this.rows.get(id);
    if (row) {
      this.rows.set(id, { ...row, totalEnrollment: Math.max(0, row.totalEnrollment - 1) });
    }
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

function bySort(sort: CourseSort = 'relevance') {
  return (a: CourseProps, b: CourseProps): number => {
    if (sort === 'popular') return b.totalEnrollment - a.totalEnrollment || newestFirst(a, b);
    if (sort === 'price-asc') return a.price.cents - b.price.cents || newestFirst(a, b);
    if (sort === 'price-desc') return b.price.cents - a.price.cents || newestFirst(a, b);
    if (sort === 'rating') return byRating(b) - byRating(a) || newestFirst(a, b);
    return newestFirst(a, b);
  };
}

/** Courses without reviews after every rated one. */
function byRating(row: CourseProps): number {
  return averageOf(row.ratingSum, row.ratingCount) ?? -1;
}

function tokensOf(row: CourseProps): Set<string> {
  const haystack = [
    row.name,
    row.shortDescription,
    row.detailedDescription,
    row.instructor.name,
    row.category,
  ]
    .join(' ')
    .toLowerCase();
  return new Set(haystack.match(/[\p{L}\p{N}]+/gu) ?? []);
}

/** Known words one edit away from a long word that starts no known word. */
function typoVariants(word: string, vocabulary: Set<string>): string[] {
  if ([...word].length < TYPO_MIN_LENGTH) return [];
  if ([...vocabulary].some((known) => known.startsWith(word))) return [];
  return [...vocabulary].filter((known) => withinOneEdit(known, word));
}

function score(tokens: Set<string>, groups: { word: string; variants: string[] }[]): number {
  let total = 0;
  for (const { word, variants } of groups) {
    if (tokens.has(word)) total += 2;
    else if ([...tokens].some((token) => token.startsWith(word))) total += 1;
    else if (variants.some((variant) => tokens.has(variant))) total += 1;
  }
  return total;
}

function tableOrder(sort: CourseTableSort = 'newest'): (a: CourseProps, b: CourseProps) => number {
  switch (sort) {
    case 'oldest':
      return (a, b) => newestFirst(b, a);
    case 'name':
      return (a, b) => byText(a.name, b.name) || newestFirst(a, b);
    case 'price-asc':
      return (a, b) => a.price.cents - b.price.cents || newestFirst(a, b);
    case 'price-desc':
      return (a, b) => b.price.cents - a.price.cents || newestFirst(a, b);
    case 'popular':
      return (a, b) => b.totalEnrollment - a.totalEnrollment || newestFirst(a, b);
    default:
      return newestFirst;
  }
}
