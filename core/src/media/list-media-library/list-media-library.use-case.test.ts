import { describe, expect, it } from 'vitest';
import { aMediaAsset, actorOf, anApprovedCourse, anApprovedInstructor } from '../../../testing';
import { memoryMedia } from '@classroom/persistence-memory/testing';
import type { HttpUrl } from '../../shared/http-url';

describe('ListMediaLibrary', () => {
  it("lists the caller's own files newest first, each with where it is used", async () => {
    const owner = anApprovedInstructor();
    const other = anApprovedInstructor();
    const world = memoryMedia();
    await world.given(owner, other);
    const older = aMediaAsset({ by: owner, createdAt: new Date('2026-03-01T00:00:00Z') });
    const newer = aMediaAsset({ by: owner, createdAt: new Date('2026-03-02T00:00:00Z') });
    const theirs = aMediaAsset({ by: other });
    for (const asset of [older, newer, theirs]) await world.store.mediaAssets.insert(asset);
    const course = anApprovedCourse({ by: owner, image: `/media/images/${older.id}` as HttpUrl });
    await world.given(course);

    const page = await world.media.listMediaLibrary.execute({ page: 1 }, actorOf(owner));

    expect(page.total).toBe(2);
    expect(page.storage).toEqual({
      usedBytes: older.toProps().size + newer.toProps().size,
      quotaBytes: 20 * 1024 ** 3,
    });
    expect(page.items.map((entry) => entry.asset.id)).toEqual([newer.id, older.id]);
    expect(page.items[0]!.usages).toEqual([]);
    expect(page.items[1]!.usages).toEqual([
      {
        assetId: older.id,
        where: 'course-image',
        courseId: course.id,
        courseName: course.name,
        lessonId: null,
        lessonTitle: null,
        published: true,
      },
    ]);
  });

  it("searches, filters and sorts the caller's own files only", async () => {
    const owner = anApprovedInstructor();
    const other = anApprovedInstructor();
    const world = memoryMedia();
    await world.given(owner, other);
    const clip = aMediaAsset({ by: owner, kind: 'video', name: 'Welcome clip.mp4', size: 10 });
    const poster = aMediaAsset({ by: owner, name: 'Welcome poster.png', size: 20 });
    const theirs = aMediaAsset({ by: other, kind: 'video', name: 'Welcome too.mp4' });
    for (const asset of [clip, poster, theirs]) await world.store.mediaAssets.insert(asset);
    const ask = (query: object) =>
      world.media.listMediaLibrary.execute({ page: 1, ...query }, actorOf(owner));

    const videos = await ask({ text: '  welcome ', kind: 'video', status: 'ready' });
    expect(videos.items.map((entry) => entry.asset.id)).toEqual([clip.id]);
    const bySize = await ask({ text: 'welcome', sort: 'size-desc' });
    expect(bySize.items.map((entry) => entry.asset.id)).toEqual([poster.id, clip.id]);
    expect((await ask({ status: 'failed' })).total).toBe(0);
  });
});
