import { describe, expect, it } from 'vitest';
import { memoryMedia } from '@classroom/persistence-memory/testing';
import { actorOf, anApprovedInstructor, fakeVideoProcessor } from '../../../testing';
import { MEDIA_HLS_JOB } from '../media-jobs';

async function readyVideo(options: { ffmpeg: boolean }) {
  const videos = fakeVideoProcessor();
  const world = memoryMedia({ videos: options.ffmpeg ? videos : undefined });
  const owner = anApprovedInstructor();
  await world.given(owner);
  const assetId = await world.uploaded(owner, 'lesson.mp4', Uint8Array.of(0, 0, 0, 24), 'video');
  await world.media.finishUpload.execute({ assetId, detectedType: 'video/mp4' }, actorOf(owner));
  expect(await world.media.processMedia.execute(assetId)).toBe('ready');
  return { world, assetId, videos };
}

describe('MakeHlsLadder', () => {
  it('is queued when a video is ready on a machine with ffmpeg, and not without', async () => {
    const withFfmpeg = await readyVideo({ ffmpeg: true });
    expect(withFfmpeg.world.jobsOf(MEDIA_HLS_JOB)).toEqual([{ assetId: withFfmpeg.assetId }]);
    const without = await readyVideo({ ffmpeg: false });
    expect(without.world.jobsOf(MEDIA_HLS_JOB)).toEqual([]);
  });

  it("stores the ladder under the asset's hls/ and names the master playlist as a variant", async () => {
    const { world, assetId, videos } = await readyVideo({ ffmpeg: true });
    expect(await world.media.makeHlsLadder.execute(assetId)).toBe('made');

    const asset = (await world.store.mediaAssets.findById(assetId))!;
    expect(asset.variant('hls')).toEqual({
      role: 'hls',
      key: `${assetId}/hls/master.m3u8`,
      contentType: 'application/vnd.apple.mpegurl',
      width: 1280,
      height: 360,
      size: expect.any(Number),
    });
    expect(asset.variant('poster')).not.toBeNull();
    expect([...world.storage.objects.keys()].filter((key) => key.includes('/hls/'))).toEqual([
      `${assetId}/hls/master.m3u8`,
      `${assetId}/hls/360p/index.m3u8`,
      `${assetId}/hls/360p/0000.ts`,
      `${assetId}/hls/360p/0001.ts`,
    ]);
    expect(await world.storage.head(`${assetId}/hls/360p/0000.ts`)).toMatchObject({
      contentType: 'video/mp2t',
    });
    expect(videos.released).toBe(1);
    expect(await world.media.makeHlsLadder.execute(assetId)).toBe('skipped');
  });

  it('removes what it made when the asset was deleted meanwhile', async () => {
    const { world, assetId, videos } = await readyVideo({ ffmpeg: true });
    const ladder = videos.hlsLadder.bind(videos);
    videos.hlsLadder = async (...args) => {
      await world.store.mediaAssets.delete(assetId);
      return ladder(...args);
    };
    expect(await world.media.makeHlsLadder.execute(assetId)).toBe('gone');
    expect([...world.storage.objects.keys()].some((key) => key.includes('/hls/'))).toBe(false);
  });

  it('leaves a picture, a missing asset and a machine without ffmpeg alone', async () => {
    const { world, assetId } = await readyVideo({ ffmpeg: false });
    expect(await world.media.makeHlsLadder.execute(assetId)).toBe('skipped');
    expect(await world.media.makeHlsLadder.execute('no-such-asset')).toBe('gone');
  });
});
