import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FfmpegVideoProcessor, ffmpegAvailable } from './index';
import { ladderHeights } from './hls-ladder';

const available = await ffmpegAvailable();
if (!available && process.env.CI === 'true')
  throw new Error('ffmpeg is missing (.ci/run installs it)');

describe.runIf(available)('reading videos with ffmpeg', () => {
  let folder: string;
  let video: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'classroom-ffmpeg-'));
    video = path.join(folder, 'clip.mp4');
    await promisify(execFile)('ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=3:size=320x180:rate=10',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      video,
    ]);
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });
  const processor = new FfmpegVideoProcessor();

  it('tells the duration and size', async () => {
    expect(await processor.probe(video)).toEqual({ durationSeconds: 3, width: 320, height: 180 });
  });

  it('takes a poster frame as a JPEG', async () => {
    const jpeg = await processor.poster(video, 1);
    expect([...jpeg.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('refuses what is not a video', async () => {
    const text = path.join(folder, 'not-a-video.mp4');
    await writeFile(text, 'hello');
    await expect(processor.probe(text)).rejects.toMatchObject({ code: 'file_type_mismatch' });
    await expect(processor.poster(text, 0)).rejects.toMatchObject({ code: 'file_type_mismatch' });
  });

  it('makes an HLS ladder of every rung up to the source, with a master playlist naming them', async () => {
    const wide = path.join(folder, 'wide.mp4');
    await promisify(execFile)('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=8:size=1280x720:rate=10'],
      ...['-f', 'lavfi', '-i', 'sine=duration=8', '-shortest'],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', wide],
    ]);
    const ladder = await processor.hlsLadder(wide, await processor.probe(wide));
    try {
      const text = async (name: string) => {
        const file = ladder.files.find((candidate) => candidate.name === name)!;
        const chunks: Uint8Array[] = [];
        for await (const chunk of file.read()) chunks.push(chunk);
        return Buffer.concat(chunks).toString();
      };
      expect(ladder.heights).toEqual([360, 720]);
      expect(ladder.master).toBe('master.m3u8');
      expect((await text('master.m3u8')).split('\n')).toEqual([
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        '#EXT-X-STREAM-INF:BANDWIDTH=928000,RESOLUTION=640x360',
        '360p/index.m3u8',
        '#EXT-X-STREAM-INF:BANDWIDTH=2928000,RESOLUTION=1280x720',
        '720p/index.m3u8',
        '',
      ]);
      const rung = await text('360p/index.m3u8');
      expect(rung).toContain('#EXT-X-ENDLIST');
      const segments = rung.split('\n').filter((line) => line.endsWith('.ts'));
      expect(segments.length).toBe(2);
      for (const segment of segments) {
        const file = ladder.files.find((candidate) => candidate.name === `360p/${segment}`);
        expect(file).toMatchObject({ contentType: 'video/mp2t' });
        expect(file!.size).toBeGreaterThan(1000);
      }
    } finally {
      await ladder.release();
    }
  }, 60_000);
});

describe('ladderHeights', () => {
  it('never scales a source up, and keeps a small source at its own height', () => {
    expect(ladderHeights(1080)).toEqual([360, 720, 1080]);
    expect(ladderHeights(2160)).toEqual([360, 720, 1080]);
    expect(ladderHeights(719)).toEqual([360]);
    expect(ladderHeights(181)).toEqual([180]);
  });
});
