import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import {
  UnreadableMediaError,
  type HlsLadder,
  type VideoFacts,
  type VideoProcessor,
} from '@classroom/core';
import { makeHlsLadder } from './hls-ladder';

const run = promisify(execFile);

/** Why this machine cannot process videos (no ffprobe or ffmpeg on its PATH), or null. */
export async function ffmpegMissing(): Promise<string | null> {
  for (const command of ['ffprobe', 'ffmpeg']) {
    try {
      await run(command, ['-version']);
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'ENOENT'
        ? `${command} was not found on the PATH`
        : `${command} -version failed: ${(error as Error).message.split('\n')[0]}`;
    }
  }
  return null;
}

/** True when this machine has Debian's (or any) ffmpeg and ffprobe on its PATH. */
export async function ffmpegAvailable(): Promise<boolean> {
  return (await ffmpegMissing()) === null;
}

interface ProbeOutput {
  format?: { duration?: string };
  streams?: { codec_type?: string; width?: number; height?: number }[];
}

/**
 * Reads videos with the machine's ffmpeg: the duration and size from ffprobe, a poster frame
 * as a JPEG, an HLS ladder. Arguments are passed as a list, never through a shell.
 */
export class FfmpegVideoProcessor implements VideoProcessor {
  async probe(path: string): Promise<VideoFacts> {
    let output: ProbeOutput;
    try {
      const { stdout } = await run(
        'ffprobe',
        ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
        { maxBuffer: 4 * 1024 * 1024 },
      );
      output = JSON.parse(stdout) as ProbeOutput;
    } catch {
      throw new UnreadableMediaError('a video');
    }
    const video = output.streams?.find((stream) => stream.codec_type === 'video');
    const duration = Number(output.format?.duration);
    if (!video || !Number.isFinite(duration)) throw new UnreadableMediaError('a video');
    return {
      durationSeconds: Math.round(duration * 1000) / 1000,
      width: video.width ?? null,
      height: video.height ?? null,
    };
  }

  poster(path: string, atSeconds: number): Promise<Uint8Array> {
    return new Promise((resolve, reject) => {
      const ffmpeg = spawn(
        'ffmpeg',
        [
          '-v',
          'error',
          '-ss',
          String(atSeconds),
          '-i',
          path,
          '-frames:v',
          '1',
          '-vf',
          'scale=min(1280\\,iw):-2',
          '-f',
          'image2',
          '-c:v',
          'mjpeg',
          'pipe:1',
        ],
        { stdio: ['ignore', 'pipe', 'ignore'] },
      );
      const chunks: Buffer[] = [];
      ffmpeg.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
      ffmpeg.on('error', reject);
      ffmpeg.on('close', (code) => {
        const jpeg = Buffer.concat(chunks);
        if (code === 0 && jpeg.length > 0) resolve(new Uint8Array(jpeg));
        else reject(new UnreadableMediaError('a video'));
      });
    });
  }

  hlsLadder(path: string, source: VideoFacts): Promise<HlsLadder> {
    return makeHlsLadder(path, source);
  }
}
