import { describe, expect, it } from 'vitest';
import { memoryMedia } from '@classroom/persistence-memory/testing';
import {
  aCourseWithLessons,
  aFileDraft,
  aVideoDraft,
  actorOf,
  anAdmin,
  anArticleDraft,
} from '../../../testing';

async function course() {
  const world = memoryMedia();
  const video = aVideoDraft();
  const preview = aVideoDraft({ preview: true });
  const file = aFileDraft();
  const link = aVideoDraft({
    content: {
      kind: 'video',
      source: { type: 'link', url: 'https://youtu.be/dQw4w9WgXcQ' },
      captionsUrl: null,
    },
  });
  const lessons = await aCourseWithLessons(world, [[video, preview, file, link, anArticleDraft()]]);
  const admin = anAdmin();
  await world.given(admin);
  const [videoId, previewId, fileId, linkId, articleId] = lessons.lessonIds as [
    string,
    string,
    string,
    string,
    string,
  ];
  return { world, lessons, admin, videoId, previewId, fileId, linkId, articleId };
}

describe('GetLessonMedia', () => {
  it('gives enrolled students, the owner and admins a short-lived signed address of the video', async () => {
    const { world, lessons, admin, videoId } = await course();
    for (const caller of [lessons.student, lessons.owner, admin]) {
      const media = await world.media.getLessonMedia.execute(
        lessons.course.id,
        videoId,
        actorOf(caller),
      );
      expect(media).toMatchObject({
        source: 'asset',
        kind: 'video',
        mimeType: 'video/mp4',
        durationSeconds: 95.5,
        posterUrl: null,
        expiresAt: new Date(world.clock.now().getTime() + 15 * 60 * 1000),
      });
      expect(media.source === 'asset' && media.url).toMatch(
        /^memory:video-\d+\/original\?expires=900$/,
      );
    }
  });

  it('answers 403 to a signed-in person who is not enrolled, except for a preview lesson', async () => {
    const { world, lessons, videoId, previewId } = await course();
    await world.expectRefused(
      () =>
        world.media.getLessonMedia.execute(lessons.course.id, videoId, actorOf(lessons.stranger)),
      'forbidden',
    );
    await expect(
      world.media.getLessonMedia.execute(lessons.course.id, previewId, actorOf(lessons.stranger)),
    ).resolves.toMatchObject({ source: 'asset', kind: 'video' });
    await world.expectRefused(
      () => world.media.getLessonMedia.execute(lessons.course.id, previewId, null),
      'unauthenticated',
    );
  });

  it('offers a file as a download under its lesson name, and a linked video as its embed', async () => {
    const { world, lessons, fileId, linkId, articleId } = await course();
    const as = actorOf(lessons.student);
    expect(await world.media.getLessonMedia.execute(lessons.course.id, fileId, as)).toMatchObject({
      source: 'asset',
      kind: 'file',
      name: 'slides.pdf',
    });
    expect(await world.media.getLessonMedia.execute(lessons.course.id, linkId, as)).toEqual({
      source: 'embed',
      provider: 'youtube',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    await world.expectRefused(
      () => world.media.getLessonMedia.execute(lessons.course.id, articleId, as),
      'not_found',
    );
  });

  it('says when the video is still being processed', async () => {
    const { world, lessons, videoId } = await course();
    const lesson = (await world.store.curricula.findLesson(videoId))!.lesson;
    const assetId =
      lesson.content.kind === 'video' && lesson.content.source.type === 'asset'
        ? lesson.content.source.assetId
        : '';
    const asset = (await world.store.mediaAssets.findById(assetId))!;
    asset.received('video/mp4', world.clock.now());
    await world.store.mediaAssets.saveStatus(asset, 'ready');
    await world.expectRefused(
      () =>
        world.media.getLessonMedia.execute(lessons.course.id, videoId, actorOf(lessons.student)),
      'media_not_ready',
    );
  });
});
