import {
  mediaUsages,
  pageOffset,
  type Email,
  type LessonContent,
  type MediaAsset,
  type MediaAssetRepository,
  type MediaLibraryQuery,
  type MediaSort,
  type MediaStatus,
  type MediaUsage,
  type Page,
  type PageRequest,
} from '@classroom/core';
import type { Knex } from 'knex';
import type { Dialect } from './dialect';
import { latest } from './latest-rows';
import { learntColumns, toMediaAsset, toMediaRow, type MediaRow } from './media-row';
import { whereContains } from './table-query';

/** Media records in `media_assets`; their bytes are the media store's. */
export class KnexMediaAssetRepository implements MediaAssetRepository {
  constructor(
    private readonly db: Knex | Knex.Transaction,
    private readonly dialect: Dialect,
  ) {}

  async insert(asset: MediaAsset): Promise<void> {
    await this.db('media_assets').insert(toMediaRow(asset));
  }

  async findById(id: string, options: { lock?: boolean } = {}): Promise<MediaAsset | null> {
    const query = this.db<MediaRow>('media_assets').where({ id }).first();
    const row = (await (options.lock ? latest(query, this.db, this.dialect) : query)) as
      MediaRow | undefined;
    return row ? toMediaAsset(row) : null;
  }

  async saveStatus(asset: MediaAsset, from: MediaStatus): Promise<boolean> {
    const changed = await this.db('media_assets')
      .where({ id: asset.id, status: from })
      .update(learntColumns(asset));
    return changed > 0;
  }

  async delete(id: string): Promise<boolean> {
    return (await this.db('media_assets').where({ id }).delete()) > 0;
  }

  async usageOf(ownerId: string, options: { lock?: boolean } = {}): Promise<number> {
    // The owner's row is the lock: SQLite's one writer needs none.
    if (options.lock && this.dialect === 'mysql' && this.db.isTransaction) {
      await this.db('users').select('id').where({ id: ownerId }).forUpdate();
    }
    const [row] = (await this.db('media_assets')
      .where({ owner_id: ownerId })
      .whereNot({ status: 'failed' })
      .sum({ bytes: 'size_bytes' })) as { bytes: number | string | null }[];
    return Number(row?.bytes ?? 0);
  }

  async listByOwner(
    ownerId: string,
    query: MediaLibraryQuery,
    page: PageRequest,
  ): Promise<Page<MediaAsset>> {
    const filtered = () => {
      const rows = whereContains(this.db<MediaRow>('media_assets'), query.text, ['name']).where({
        owner_id: ownerId,
      });
      if (query.kind) rows.where({ kind: query.kind });
      if (query.status) rows.where({ status: query.status });
      return rows;
    };
    const [rows, [count]] = await Promise.all([
      filtered()
        .orderBy(MEDIA_ORDERS[query.sort ?? 'newest'])
        .limit(page.limit)
        .offset(pageOffset(page)),
      filtered().count<{ n: number | string }[]>({ n: '*' }),
    ]);
    return { items: rows.map(toMediaAsset), total: Number(count?.n ?? 0), ...page };
  }

  async usagesOf(owner: { id: string; email: Email }): Promise<MediaUsage[]> {
    const user = await this.db('users').select('photo_url').where({ id: owner.id }).first();
    const courses = await this.db('courses')
      .select('id', 'name', 'status', 'image')
      .where({ instructor_email: owner.email });
    // Only videos and files play or offer an upload; articles and quizzes are never read.
    const lessons = await this.db('lessons')
      .join('courses', 'courses.id', 'lessons.course_id')
      .select(
        'lessons.id as lesson_id',
        'lessons.title',
        'lessons.content',
        'courses.id as course_id',
        'courses.name as course_name',
        'courses.status',
      )
      .where('courses.instructor_email', owner.email)
      .whereIn('lessons.kind', ['video', 'file']);
    return mediaUsages({
      photoUrl: (user?.photo_url as string | undefined) ?? null,
      courses: courses.map((course) => ({
        id: course.id as string,
        name: course.name as string,
        published: course.status === 'approved',
        image: course.image as string,
      })),
      lessons: lessons.map((lesson) => ({
        courseId: lesson.course_id as string,
        courseName: lesson.course_name as string,
        published: lesson.status === 'approved',
        lessonId: lesson.lesson_id as string,
        title: lesson.title as string,
        content: JSON.parse(lesson.content as string) as LessonContent,
      })),
    });
  }
}

const newestMedia = [
  { column: 'created_at', order: 'desc' },
  { column: 'id', order: 'desc' },
] as const;

/** The library's orders, each ending on the id so that pages never overlap. */
const MEDIA_ORDERS: Record<MediaSort, { column: string; order: 'asc' | 'desc' }[]> = {
  newest: [...newestMedia],
  oldest: [
    { column: 'created_at', order: 'asc' },
    { column: 'id', order: 'asc' },
  ],
  name: [{ column: 'name', order: 'asc' }, ...newestMedia],
  'size-desc': [{ column: 'size_bytes', order: 'desc' }, ...newestMedia],
  'size-asc': [{ column: 'size_bytes', order: 'asc' }, ...newestMedia],
};
