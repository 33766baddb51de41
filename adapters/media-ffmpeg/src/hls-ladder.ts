import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { UnreadableMediaError, type HlsLadder, type VideoFacts } from '@classroom/core';

const run = promisify(execFile);

/** The rungs, as the common streaming ladders have them; a source is never scaled up. */
const RUNGS = [
  { height: 360, videoKbps: 800 },
  { height: 720, videoKbps: 2800 },
  { height: 1080, videoKbps: 5000 },
];
const AUDIO_KBPS = 128;
/** Seconds per segment: Apple's recommendation, and a keyframe at each boundary. */
const SEGMENT_SECONDS = 6;

const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
};

/** The heights to make of a source this tall: every rung up to it, or the source alone. */
export function ladderHeights(sourceHeight: number | null): number[] {
  const fitting = RUNGS.filter((rung) => sourceHeight === null || rung.height <= sourceHeight);
  if (fitting.length > 0) return fitting.map((rung) => rung.height);
  return [Math.max(2, Math.floor(sourceHeight! / 2) * 2)];
}

/**
 * Encodes each height as H.264 and AAC in MPEG-TS segments with a VOD playlist, then writes
 * the master playlist naming them with their bandwidth and resolution.
 */
export async function makeHlsLadder(input: string, source: VideoFacts): Promise<HlsLadder> {
  const folder = await mkdtemp(path.join(tmpdir(), 'classroom-hls-'));
  const release = () => rm(folder, { recursive: true, force: true });
  try {
    const heights = ladderHeights(source.height);
    const variants: string[] = [];
    for (const height of heights) {
      const rung = RUNGS.find((candidate) => candidate.height === height);
      const videoKbps = rung?.videoKbps ?? RUNGS[0]!.videoKbps;
      await encodeRung(input, folder, height, videoKbps);
      const width = widthAt(source, height);
      const bandwidth = (videoKbps + AUDIO_KBPS) * 1000;
      variants.push(
        `#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth}${width ? `,RESOLUTION=${width}x${height}` : ''}`,
        `${height}p/index.m3u8`,
      );
    }
    await writeFile(
      path.join(folder, 'master.m3u8'),
      ['#EXTM3U', '#EXT-X-VERSION:3', ...variants, ''].join('\n'),
    );
    return { master: 'master.m3u8', heights, files: await filesUnder(folder), release };
  } catch (error) {
    await release();
    throw error;
  }
}

async function encodeRung(input: string, folder: string, height: number, videoKbps: number) {
  const rungFolder = path.join(folder, `${height}p`);
  await mkdir(rungFolder);
  try {
    await run(
      'ffmpeg',
      [
        ...['-v', 'error', '-i', input, '-map', '0:v:0', '-map', '0:a:0?'],
        ...['-vf', `scale=-2:${height}`, '-c:v', 'libx264', '-preset', 'veryfast'],
        ...['-profile:v', 'main', '-pix_fmt', 'yuv420p'],
        ...['-b:v', `${videoKbps}k`, '-maxrate', `${videoKbps}k`, '-bufsize', `${videoKbps * 2}k`],
        // A keyframe every segment, so each segment starts cleanly and players can switch.
        ...['-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`, '-sc_threshold', '0'],
        ...['-c:a', 'aac', '-b:a', `${AUDIO_KBPS}k`, '-ac', '2'],
        ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
        ...['-hls_segment_filename', path.join(rungFolder, '%04d.ts')],
        path.join(rungFolder, 'index.m3u8'),
      ],
      { maxBuffer: 4 * 1024 * 1024 },
    );
  } catch {
    throw new UnreadableMediaError('a video');
  }
}

function widthAt(source: VideoFacts, height: number): number | null {
  if (!source.width || !source.height) return null;
  return Math.round((source.width * height) / source.height / 2) * 2;
}

async function filesUnder(folder: string) {
  const names = (await readdir(folder, { recursive: true })) as string[];
  const files = [];
  for (const name of names.sort()) {
    const file = path.join(folder, name);
    const info = await stat(file);
    if (!info.isFile()) continue;
    files.push({
      name: name.split(path.sep).join('/'),
      contentType: CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream',
      size: info.size,
      read: () => createReadStream(file) as AsyncIterable<Uint8Array>,
    });
  }
  return files;
}
