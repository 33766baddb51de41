import { describe, expect, it } from 'vitest';
import { memoryMedia } from '@classroom/persistence-memory/testing';
import { aCourseWithLessons, aVideoDraft, actorOf, fakeVideoProcessor } from '../../../testing';

/** A course whose one video lesson has its ladder stored, as the HLS job leaves it. */
async function courseWithLadder() {
  const world = memoryMedia();
  const lessons = await aCourseWithLessons(world, [[aVideoDraft()]]);
  const lessonId = lessons.lessonIds[0]!;
  const content = (await world.store.curricula.findLesson(lessonId))!.lesson.content;
  const assetId =
    content.kind === 'video' && content.source.type === 'asset' ? content.source.assetId : '';
  const ask = (name: string, caller = lessons.student) =>
    world.media.getLessonPlaylist.execute(
      { courseId: lessons.course.id, lessonId, name },
      actorOf(caller),
    );
  const media = () =>
    world.media.getLessonMedia.execute(lessons.course.id, lessonId, actorOf(lessons.student));
  const storeLadder = async (files?: { name: string; text: string }[]) => {
    const ladder = await fakeVideoProcessor().hlsLadder('', {
      durationSeconds: 1,
      width: null,
      height: null,
    });
    for (const file of ladder.files) {
      await world.storage.put(`${assetId}/hls/${file.name}`, file.read(), {
        contentType: file.contentType,
      });
    }
    for (const file of files ?? []) {
      await world.storage.put(`${assetId}/hls/${file.name}`, new TextEncoder().encode(file.text), {
        contentType: 'application/vnd.apple.mpegurl',
      });
    }
    const asset = (await world.store.mediaAssets.findById(assetId))!;
    const hls = { role: 'hls' as const, key: `${assetId}/hls/master.m3u8`, size: 1 };
    asset.addVariants(
      [{ ...hls, contentType: 'application/vnd.apple.mpegurl', width: 640, height: 360 }],
      world.clock.now(),
    );
    await world.store.mediaAssets.saveStatus(asset, 'ready');
  };
  return { world, lessons, lessonId, assetId, ask, media, storeLadder };
}

describe('GetLessonPlaylist', () => {
  it("points the player at the ladder's master playlist once there is one", async () => {
    const { lessons, lessonId, media, storeLadder } = await courseWithLadder();
    expect(await media()).toMatchObject({ source: 'asset', hlsUrl: null });
    await storeLadder();
    expect(await media()).toMatchObject({
      hlsUrl: `/api/v1/learn/${lessons.course.id}/lessons/${lessonId}/media/hls/master.m3u8`,
    });
  });

  it('answers the master as stored and signs each segment for the length of the video', async () => {
    const { assetId, ask, storeLadder } = await courseWithLadder();
    await storeLadder();
    expect(await ask('master.m3u8')).toBe(
      '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=928000,RESOLUTION=640x360\n360p/index.m3u8\n',
    );
    // 15 minutes, plus the 95.5 seconds it takes to watch the video through.
    expect((await ask('360p/index.m3u8')).split('\n')).toEqual([
      '#EXTM3U',
      '#EXTINF:6.0,',
      `memory:${assetId}/hls/360p/0000.ts?expires=996`,
      '#EXTINF:6.0,',
      `memory:${assetId}/hls/360p/0001.ts?expires=996`,
      '#EXT-X-ENDLIST',
      '',
    ]);
  });

  it('answers 403 to a signed-in person who is not enrolled', async () => {
    const { world, lessons, ask, storeLadder } = await courseWithLadder();
    await storeLadder();
    await world.expectRefused(() => ask('master.m3u8', lessons.stranger), 'forbidden');
  });

  it('answers 404 for a video without a ladder, other names and a playlist naming other keys', async () => {
    const { world, ask, storeLadder } = await courseWithLadder();
    await world.expectRefused(() => ask('master.m3u8'), 'not_found');
    await storeLadder([{ name: 'bad/index.m3u8', text: '#EXTM3U\n../../other-asset/original\n' }]);
    for (const name of [
      '../master.m3u8',
      '360p/0000.ts',
      'a/b/index.m3u8',
      'none.m3u8',
      'bad/index.m3u8',
    ]) {
      await world.expectRefused(() => ask(name), 'not_found');
    }
  });
});
