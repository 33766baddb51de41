import {
  averageOf,
  pageOffset,
  type Course,
  type CourseRepository,
  type CourseStatus,
  type Email,
  type CourseFilters,
  type CourseQuery,
  type CourseSort,
  type CourseTableQuery,
  type CourseTableSort,
  type Page,
  type PageRequest,
  type RatingChange,
} from '@classroom/core';
import type { Knex } from 'knex';
import { cappedCount } from './catalog-count';
import { sortOrder, whereFilters } from './catalog-filters';
import { COURSE_COLUMNS, toCourse, toCourseRow, type CourseRow } from './course-row';
import { searchCourses } from './course-search';
import { syncCourseWords } from './course-words';
import type { Dialect } from './dialect';
import { wordGroups, syncSearchTerms } from './search-terms';
import { searchWords } from './search-words';
import { pendingFirstOrder, whereContains } from './table-query';

const NEWEST_FIRST = [
  { column: 'created_at', order: 'desc' },
  { column: 'seq', order: 'desc' },
] as const;

export class KnexCourseRepository implements CourseRepository {
  constructor(
    private readonly db: Knex | Knex.Transaction,
    private readonly dialect: Dialect,
  ) {}

  async findById(id: string): Promise<Course | null> {
    const row = await this.courses().where({ id }).first();
    return row ? toCourse(row) : null;
  }

  async insert(course: Course): Promise<void> {
    const { ratingSum, ratingCount } = course.toProps();
    const row = { ...toCourseRow(course), rating_average: averageOf(ratingSum, ratingCount) };
    await this.write(course.id, (db) => db('courses').insert(row));
  }

  async saveDetails(course: Course): Promise<void> {
    // Status and enrollment count are never written from an entity's details.
    const {
      id: _id,
      status: _status,
      total_enrollment: _count,
      rating_sum: _sum,
      rating_count: _ratings,
      created_at: _createdAt,
      ...changes
    } = toCourseRow(course);
    await this.write(course.id, (db) => db('courses').where({ id: course.id }).update(changes));
  }

  async saveStatus(course: Course, before: CourseStatus): Promise<boolean> {
    const changed = await this.write(course.id, (db) =>
      db('courses').where({ id: course.id, status: before }).update({ status: course.status }),
    );
    return changed === 1;
  }

  async deleteUnlessPublished(id: string): Promise<boolean> {
    const deleted = await this.db('courses')
      .where({ id, total_enrollment: 0 })
      .whereIn('status', ['pending', 'rejected'])
      .delete();
    return deleted === 1;
  }

  async query(query: CourseTableQuery, page: PageRequest): Promise<Page<Course>> {
    const filtered = () => {
      const base = whereContains(this.db('courses'), query.text, [
        'name',
        'instructor_name',
        'instructor_email',
      ]);
      if (query.status) base.where('status', query.status);
      if (query.instructorEmail) base.where('instructor_email', query.instructorEmail);
      return base;
    };
    const order = [
      ...(query.pendingFirst ? [{ column: pendingFirstOrder(this.db, 'status', 'pending') }] : []),
      ...tableOrder(query.sort),
    ];
    const [rows, count] = await Promise.all([
      filtered()
        .select([...COURSE_COLUMNS])
        .orderBy(order as never)
        .limit(page.limit)
        .offset(pageOffset(page)) as Promise<CourseRow[]>,
      filtered().count({ n: '*' }),
    ]);
    return { items: rows.map(toCourse), total: Number(count[0]?.n ?? 0), ...page };
  }

  async listByStatus(status: CourseStatus, page: PageRequest): Promise<Page<Course>> {
    const [rows, total] = await Promise.all([
      this.courses()
        .where({ status })
        .orderBy([...NEWEST_FIRST])
        .limit(page.limit)
        .offset(pageOffset(page)),
      this.countByStatus(status),
    ]);
    return { items: rows.map(toCourse), total, ...page };
  }

  async listAll(page: PageRequest): Promise<Page<Course>> {
    const rows = await this.courses()
      .orderBy([...NEWEST_FIRST])
      .limit(page.limit)
      .offset(pageOffset(page));
    const [count] = await this.db('courses').count({ n: '*' });
    return { items: rows.map(toCourse), total: Number(count?.n ?? 0), ...page };
  }

  async listByInstructor(email: Email): Promise<Course[]> {
    const rows = await this.courses()
      .where({ instructor_email: email })
      .orderBy([...NEWEST_FIRST]);
    return rows.map(toCourse);
  }

  async mostEnrolled(limit: number): Promise<Course[]> {
    const rows = await this.courses()
      .where({ status: 'approved' })
      .orderBy([{ column: 'total_enrollment', order: 'desc' }, ...NEWEST_FIRST])
      .limit(limit);
    return rows.map(toCourse);
  }

  async search(query: CourseQuery, page: PageRequest): Promise<Page<Course>> {
    const words = searchWords(query.text);
    if (words.length === 0) return this.browse(query.filters, query.sort, page);
    const groups = await wordGroups(this.db, words);
    const hits = await searchCourses(this.db, this.dialect, groups, {
      limit: page.limit,
      offset: pageOffset(page),
      filters: query.filters,
      sort: query.sort,
    });
    return { items: hits.rows.map(toCourse), total: hits.total, ...page };
  }

  /**
   * Approved courses with no words to match: filtered, in the sort's order (an index's), with
   * a count capped for the lists that hold most of the catalogue.
   */
  private async browse(
    filters: CourseFilters | undefined,
    sort: CourseSort | undefined,
    page: PageRequest,
  ): Promise<Page<Course>> {
    const approved = () => whereFilters(this.db('courses').where('status', 'approved'), filters);
    const [rows, total] = await Promise.all([
      approved()
        .select([...COURSE_COLUMNS])
        .orderBy(sortOrder(sort))
        .limit(page.limit)
        .offset(pageOffset(page)) as Promise<CourseRow[]>,
      cappedCount(this.db, approved()),
    ]);
    return { items: rows.map(toCourse), total, ...page };
  }

  async countByStatus(status: CourseStatus): Promise<number> {
    const [row] = await this.db('courses').where({ status }).count({ n: '*' });
    return Number(row?.n ?? 0);
  }

  async sumEnrollment(): Promise<number> {
    const [row] = await this.db('courses')
      .where({ status: 'approved' })
      .select(this.db.raw('COALESCE(SUM(total_enrollment), 0) AS n'));
    return Number(row?.n ?? 0);
  }

  async saveLectures(id: string, lectures: number): Promise<void> {
    await this.db('courses').where({ id }).update({ lectures });
  }

  async decrementEnrollment(id: string): Promise<void> {
    await this.db('courses')
      .where({ id })
      .andWhere('total_enrollment', '>', 0)
      .update({ total_enrollment: this.db.raw('total_enrollment - 1') });
  }

  async addRatings(id: string, change: RatingChange): Promise<void> {
    await this.db('courses')
      .where({ id })
      .update({
        rating_sum: this.db.raw('rating_sum + ?', [change.sum]),
        rating_count: this.db.raw('rating_count + ?', [change.count]),
      });
    // A second statement, since MySQL and SQLite disagree on whether one SET sees another's
    // new value. The first holds the row (MySQL's lock, SQLite's one writer) until commit.
    await this.db('courses')
      .where({ id })
      .update({
        rating_average: this.db.raw(
          'CASE WHEN rating_count > 0 THEN rating_sum * 1.0 / rating_count ELSE NULL END',
        ),
      });
  }

  async incrementEnrollment(id: string): Promise<void> {
    await this.db('courses')
      .where({ id })
      .update({ total_enrollment: this.db.raw('total_enrollment + 1') });
  }

  /**
   * A write to a course's row. Its words join the vocabulary, and on MySQL its search words
   * follow, in the same transaction (SQLite's triggers keep FTS5 in step); deleting a course
   * cascades to them.
   */
  private async write<T>(id: string, change: (db: Knex | Knex.Transaction) => Promise<T>) {
    const changeAndSync = async (db: Knex | Knex.Transaction) => {
      const result = await change(db);
      if (this.dialect === 'mysql') await syncCourseWords(db, [id]);
      await syncSearchTerms(db, [id]);
      return result;
    };
    return this.db.isTransaction ? changeAndSync(this.db) : this.db.transaction(changeAndSync);
  }

  private courses() {
    return this.db<CourseRow>('courses').select([...COURSE_COLUMNS]);
  }
}

function tableOrder(
  sort: CourseTableSort = 'newest',
): { column: string; order?: 'asc' | 'desc' }[] {
  switch (sort) {
    case 'oldest':
      return [{ column: 'created_at' }, { column: 'seq' }];
    case 'name':
      return [{ column: 'name' }, ...NEWEST_FIRST];
    case 'price-asc':
      return [{ column: 'price_cents' }, ...NEWEST_FIRST];
    case 'price-desc':
      return [{ column: 'price_cents', order: 'desc' }, ...NEWEST_FIRST];
    case 'popular':
      return [{ column: 'total_enrollment', order: 'desc' }, ...NEWEST_FIRST];
    default:
      return [...NEWEST_FIRST];
  }
}
