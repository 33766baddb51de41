import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  Course,
  Email,
  HttpUrl,
  Lesson,
  LessonContent,
  MediaAsset,
  MediaUsage,
} from '../src/index';
import { anApprovedCourse, aCourse } from './course.mother';
import { givenCourses } from './fixtures.contract';
import { aMediaAsset, aVariant, anUploadingAsset } from './media.mother';
import type { ContractStore, StoreFactory } from './store.contract';
import { anApprovedInstructor } from './user.mother';

const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 9, minute, 0, 125));
const imageUrl = (assetId: string, query = '') => `/media/images/${assetId}${query}` as HttpUrl;

function aLesson(id: string, sectionId: string, title: string, content: LessonContent): Lesson {
  return { id, sectionId, position: 0, title, preview: false, durationSeconds: 60, content };
}

function sortedByAsset(usages: MediaUsage[]): MediaUsage[] {
  return [...usages].sort((a, b) => a.assetId.localeCompare(b.assetId));
}

/** Media records: what they learn, only over the status read; the uses of an owner's media. */
export function mediaRepositoryContract(factory: StoreFactory): void {
  describe('MediaAssetRepository', () => {
    let store: ContractStore;
    beforeEach(async () => {
      store = await factory.open();
    });
    afterEach(async () => {
      await factory.close?.(store);
    });

    it('reads back every field, variants and dates included', async () => {
      const owner = anApprovedInstructor();
      await store.users.insert(owner);
      const asset = aMediaAsset({
        by: owner,
        kind: 'video',
        size: 4 * 1024 ** 3 + 17,
        durationSeconds: 3600.25,
        variants: [
          {
            role: 'poster',
            key: 'x/poster.jpg',
            contentType: 'image/jpeg',
            width: 1280,
            height: 720,
            size: 9,
          },
        ],
      });
      await store.mediaAssets.insert(asset);
      expect((await store.mediaAssets.findById(asset.id))?.toProps()).toEqual(asset.toProps());
      expect(await store.mediaAssets.findById('missing')).toBeNull();
    });

    it('writes what processing learnt only over the status read: a deleted asset stays gone', async () => {
      const owner = anApprovedInstructor();
      await store.users.insert(owner);
      const asset = anUploadingAsset({ by: owner, createdAt: at(1), updatedAt: at(1) });
      await store.mediaAssets.insert(asset);

      asset.received('image/png', at(2));
      expect(await store.mediaAssets.saveStatus(asset, 'uploading')).toBe(true);
      const stale = (await store.mediaAssets.findById(asset.id))!;
      asset.ready(
        {
          sha256: 'cd'.repeat(32),
          durationSeconds: null,
          width: 800,
          height: 600,
          placeholder: '#102030',
          variants: [aVariant(asset.id, 320), aVariant(asset.id, 640)],
        },
        at(3),
      );
      expect(await store.mediaAssets.saveStatus(asset, 'processing')).toBe(true);
      expect((await store.mediaAssets.findById(asset.id))?.toProps()).toEqual(asset.toProps());

      stale.fail('late', at(4));
      expect(await store.mediaAssets.saveStatus(stale, 'processing')).toBe(false);
      expect((await store.mediaAssets.findById(asset.id))?.status).toBe('ready');

      expect(await store.mediaAssets.delete(asset.id)).toBe(true);
      expect(await store.mediaAssets.delete(asset.id)).toBe(false);
      expect(await store.mediaAssets.saveStatus(asset, 'ready')).toBe(false);
      expect(await store.mediaAssets.findById(asset.id)).toBeNull();
    });

    it("lists one owner's assets newest first, paged, with the total", async () => {
      const owner = anApprovedInstructor();
      const other = anApprovedInstructor();
      await store.users.insert(owner);
      await store.users.insert(other);
      const older = aMediaAsset({ by: owner, createdAt: at(1) });
      const newest = aMediaAsset({ by: owner, kind: 'video', createdAt: at(9) });
      const middle = anUploadingAsset({ by: owner, createdAt: at(5) });
      const others = aMediaAsset({ by: other, createdAt: at(7) });
      for (const asset of [older, newest, middle, others]) await store.mediaAssets.insert(asset);

      const first = await store.mediaAssets.listByOwner(owner.id, {}, { page: 1, limit: 2 });
      const second = await store.mediaAssets.listByOwner(owner.id, {}, { page: 2, limit: 2 });
      const ids = (assets: MediaAsset[]) => assets.map((asset) => asset.id);
      expect(ids(first.items)).toEqual([newest.id, middle.id]);
      expect(ids(second.items)).toEqual([older.id]);
      expect(first.total).toBe(3);
      expect((await store.mediaAssets.listByOwner('nobody', {}, { page: 1, limit: 5 })).total).toBe(
        0,
      );
    });

    it("searches one owner's assets by name, filters them by kind and state, and sorts them", async () => {
      const owner = anApprovedInstructor();
      await store.users.insert(owner);
      const intro = aMediaAsset({
        by: owner,
        kind: 'video',
        name: 'Intro 100%_ lesson.mp4',
        size: 9_000,
        createdAt: at(3),
      });
      const slides = aMediaAsset({ by: owner, kind: 'file', name: 'Slides.pdf', size: 500 });
      const cover = anUploadingAsset({
        by: owner,
        name: 'Cover.png',
        size: 4_000,
        createdAt: at(2),
      });
      const broken = aMediaAsset({
        by: owner,
        kind: 'video',
        name: 'Outro.mp4',
        status: 'failed',
        failure: 'Not a video',
        size: 7_000,
        createdAt: at(4),
      });
      await store.mediaAssets.insert(aMediaAsset({ name: 'Intro of someone else.mp4' }));
      for (const asset of [intro, slides, cover, broken]) await store.mediaAssets.insert(asset);
      const page = { page: 1, limit: 10 };
      const ids = async (query: Parameters<typeof store.mediaAssets.listByOwner>[1], at = page) =>
        (await store.mediaAssets.listByOwner(owner.id, query, at)).items.map((asset) => asset.id);

      expect(await ids({ text: 'INTRO' })).toEqual([intro.id]);
      expect(await ids({ text: '100%_' })).toEqual([intro.id]);
      expect(await ids({ text: '0%_x' })).toEqual([]);
      expect(await ids({ kind: 'video' })).toEqual([broken.id, intro.id]);
      expect(await ids({ kind: 'video', status: 'ready' })).toEqual([intro.id]);
      expect(await ids({ status: 'uploading' })).toEqual([cover.id]);
      expect(await ids({ sort: 'name' })).toEqual([cover.id, intro.id, broken.id, slides.id]);
      expect(await ids({ sort: 'size-desc' })).toEqual([intro.id, broken.id, cover.id, slides.id]);
      expect(await ids({ sort: 'size-asc' })).toEqual([slides.id, cover.id, broken.id, intro.id]);
      expect(await ids({ sort: 'oldest' }, { page: 2, limit: 2 })).toEqual([intro.id, broken.id]);
      const found = await store.mediaAssets.listByOwner(owner.id, { kind: 'video' }, page);
      expect(found.total).toBe(2);
    });

    it("finds the uses in the owner's lessons, course pictures and profile photo", async () => {
      const video = aMediaAsset({ kind: 'video' });
      const slides = aMediaAsset({ kind: 'file' });
      const picture = aMediaAsset();
      const photo = aMediaAsset();
      const owner = anApprovedInstructor({ photoURL: imageUrl(photo.id, '?bg=112233') });
      await store.users.insert(owner);
      const published = anApprovedCourse({ by: owner, image: imageUrl(picture.id, '?bg=aabbcc') });
      const draft = aCourse({ by: owner });
      const strangers = anApprovedCourse({ image: imageUrl(picture.id) });
      await givenCourses(store, published, draft, strangers);
      await store.curricula.insertSection({
        id: 's1',
        courseId: published.id,
        position: 0,
        title: 'A',
      });
      await store.curricula.insertSection({
        id: 's2',
        courseId: draft.id,
        position: 0,
        title: 'B',
      });
      await store.curricula.insertLesson(
        published.id,
        aLesson('l-video', 's1', 'Welcome', {
          kind: 'video',
          source: { type: 'asset', assetId: video.id },
          captionsUrl: null,
        }),
      );
      await store.curricula.insertLesson(
        draft.id,
        aLesson('l-file', 's2', 'Slides', { kind: 'file', assetId: slides.id, name: 'slides.pdf' }),
      );
      await store.curricula.insertLesson(
        draft.id,
        aLesson('l-text', 's2', 'Notes', { kind: 'article', markdown: video.id }),
      );

      const usages = await store.mediaAssets.usagesOf({ id: owner.id, email: owner.email });
      const where = (course: Course | null, lessonId: string | null, title: string | null) => ({
        courseId: course?.id ?? null,
        courseName: course?.name ?? null,
        lessonId,
        lessonTitle: title,
      });
      expect(sortedByAsset(usages)).toEqual(
        sortedByAsset([
          {
            assetId: video.id,
            where: 'lesson',
            ...where(published, 'l-video', 'Welcome'),
            published: true,
          },
          {
            assetId: slides.id,
            where: 'lesson',
            ...where(draft, 'l-file', 'Slides'),
            published: false,
          },
          {
            assetId: picture.id,
            where: 'course-image',
            ...where(published, null, null),
            published: true,
          },
          {
            assetId: photo.id,
            where: 'profile-photo',
            ...where(null, null, null),
            published: true,
          },
        ]),
      );
      const nobody = { id: 'nobody', email: 'nobody@classroom.test' as Email };
      expect(await store.mediaAssets.usagesOf(nobody)).toEqual([]);
    });

    it("counts the bytes of an owner's uploads that are not failed", async () => {
      const owner = anApprovedInstructor();
      await store.users.insert(owner);
      await store.mediaAssets.insert(aMediaAsset({ by: owner, size: 4 * 1024 ** 3 + 1 }));
      await store.mediaAssets.insert(anUploadingAsset({ by: owner, size: 300 }));
      await store.mediaAssets.insert(
        aMediaAsset({ by: owner, size: 7_000, status: 'failed', failure: 'Not a video' }),
      );
      await store.mediaAssets.insert(aMediaAsset({ size: 9_000 }));
      expect(await store.mediaAssets.usageOf(owner.id)).toBe(4 * 1024 ** 3 + 301);
      expect(await store.mediaAssets.usageOf('nobody')).toBe(0);
    });

    it("holds the owner's uploads while they are counted: two at once cannot share the last room", async () => {
      const owner = anApprovedInstructor();
      await store.users.insert(owner);
      const room = 100;
      const take = (size: number) =>
        store.unitOfWork.transaction(async ({ mediaAssets }) => {
          const used = await mediaAssets.usageOf(owner.id, { lock: true });
          // The other upload counts meanwhile.
          await new Promise((resolve) => setTimeout(resolve, 50));
          if (used + size > room) return false;
          await mediaAssets.insert(anUploadingAsset({ by: owner, size }));
          return true;
        });
      const taken = await Promise.all([take(60), take(60)]);
      expect([...taken].sort()).toEqual([false, true]);
      expect(await store.mediaAssets.usageOf(owner.id)).toBe(60);
    });

    it('enqueues a job with the record in one transaction, or neither', async () => {
      const owner = anApprovedInstructor();
      await store.users.insert(owner);
      const asset = anUploadingAsset({ by: owner });
      await expect(
        store.unitOfWork.transaction(async ({ mediaAssets, jobs }) => {
          await mediaAssets.insert(asset);
          await jobs.enqueue({ kind: 'media.test', payload: { assetId: asset.id } });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await store.mediaAssets.findById(asset.id)).toBeNull();
    });
  });
}
