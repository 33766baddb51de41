export { FfmpegVideoProcessor, ffmpegAvailable } from './ffmpeg-video-processor';
