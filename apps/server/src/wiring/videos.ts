import type { VideoProcessor } from '@classroom/core';
import { FfmpegVideoProcessor, ffmpegMissing } from '@classroom/media-ffmpeg';
import type { Logger } from 'pino';

/** Whether this server processes videos, and why not when it does not. */
export interface VideoWiring {
  processor: VideoProcessor | null;
  offBecause: string | null;
}

/**
 * ffmpeg when the machine has it. Without it videos are still taken and played, but get no
 * duration, poster or HLS versions: the start says so once, and so does the admin overview.
 */
export async function createVideoWiring(logger: Logger): Promise<VideoWiring> {
  const offBecause = await ffmpegMissing();
  if (offBecause === null) return { processor: new FfmpegVideoProcessor(), offBecause };
  logger.warn(
    { reason: offBecause },
    'video processing is off: videos get no duration, poster or HLS versions until ffmpeg is installed and the server restarted',
  );
  return { processor: null, offBecause };
}
