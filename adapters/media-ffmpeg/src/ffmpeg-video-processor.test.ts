import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FfmpegVideoProcessor, ffmpegAvailable } from './index';

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
});
