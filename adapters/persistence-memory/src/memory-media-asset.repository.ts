import {
  MediaAsset,
  mediaUsages,
  type Email,
  type MediaAssetProps,
  type MediaAssetRepository,
  type MediaLibraryQuery,
  type MediaSort,
  type MediaStatus,
  type MediaUsage,
  type Page,
  type PageRequest,
} from '@classroom/core';
import { byText, containsText, pageOf } from './memory-table-query';
import type { MemoryTables } from './memory-tables';

const newestFirst = (a: MediaAssetProps, b: MediaAssetProps) =>
  b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id);

export class MemoryMediaAssetRepository implements MediaAssetRepository {
  constructor(private readonly tables: MemoryTables) {}

  async insert(asset: MediaAsset): Promise<void> {
    this.tables.mediaAssets.set(asset.id, asset.toProps());
  }

  async findById(id: string): Promise<MediaAsset | null> {
    // Transactions run one at a time here, so there is nothing to lock.
    const row = this.tables.mediaAssets.get(id);
    return row ? MediaAsset.restore(row) : null;
  }

  async saveStatus(asset: MediaAsset, from: MediaStatus): Promise<boolean> {
    const row = this.tables.mediaAssets.get(asset.id);
    if (!row || row.status !== from) return false;
    this.tables.mediaAssets.set(asset.id, asset.toProps());
    return true;
  }

  async delete(id: string): Promise<boolean> {
    return this.tables.mediaAssets.delete(id);
  }

  async usageOf(ownerId: string): Promise<number> {
    return [...this.tables.mediaAssets.values()]
      .filter((row) => row.ownerId === ownerId && row.status !== 'failed')
      .reduce((sum, row) => sum + row.size, 0);
  }

  async listByOwner(
    ownerId: string,
    query: MediaLibraryQuery,
    page: PageRequest,
  ): Promise<Page<MediaAsset>> {
    const rows = [...this.tables.mediaAssets.values()]
      .filter((row) => row.ownerId === ownerId)
      .filter((row) => containsText(query.text, row.name))
      .filter((row) => !query.kind || row.kind === query.kind)
      .filter((row) => !query.status || row.status === query.status)
      .sort(MEDIA_ORDERS[query.sort ?? 'newest']);
    return pageOf(rows, page, (row) => MediaAsset.restore(row));
  }

  async usagesOf(owner: { id: string; email: Email }): Promise<MediaUsage[]> {
    const courses = [...this.tables.courses.values()].filter(
      (course) => course.instructor.email === owner.email,
    );
    const byId = new Map(courses.map((course) => [course.id, course]));
    return mediaUsages({
      photoUrl: this.tables.users.get(owner.id)?.photoURL ?? null,
      courses: courses.map((course) => ({
        id: course.id,
        name: course.name,
        published: course.status === 'approved',
        image: course.image,
      })),
      lessons: [...this.tables.lessons.values()].flatMap(({ courseId, lesson }) => {
        const course = byId.get(courseId);
        if (!course) return [];
        return [
          {
            courseId,
            courseName: course.name,
            published: course.status === 'approved',
            lessonId: lesson.id,
            title: lesson.title,
            content: lesson.content,
          },
        ];
      }),
    });
  }
}

/** The library's orders, each ending on the id so that pages never overlap. */
const MEDIA_ORDERS: Record<MediaSort, (a: MediaAssetProps, b: MediaAssetProps) => number> = {
  newest: newestFirst,
  oldest: (a, b) => newestFirst(b, a),
  name: (a, b) => byText(a.name, b.name) || newestFirst(a, b),
  'size-desc': (a, b) => b.size - a.size || newestFirst(a, b),
  'size-asc': (a, b) => a.size - b.size || newestFirst(a, b),
};
