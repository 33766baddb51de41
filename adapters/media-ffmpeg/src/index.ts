export { FfmpegVideoProcessor, ffmpegAvailable, ffmpegMissing } from './ffmpeg-video-processor';
