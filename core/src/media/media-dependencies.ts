import type { Clock, IdGenerator } from '../shared/ports';
import type { RateLimiter } from '../shared/rate-limiter.port';
import type { Repositories, UnitOfWork } from '../shared/unit-of-work.port';
import type { MediaStorage } from './media-storage.port';
import type { ImageProcessor, UploadStore, VideoProcessor } from './media-processors.port';
import type { MediaLimits, UploadAllowances } from './media-rules';

export interface MediaDependencies extends Repositories {
  unitOfWork: UnitOfWork;
  storage: MediaStorage;
  uploads: UploadStore;
  /** Null: images are kept as uploaded, without variants. */
  images: ImageProcessor | null;
  /** Null when ffmpeg is not installed: videos play as uploaded, without duration or poster. */
  videos: VideoProcessor | null;
  /** Asset ids: unguessable, since uploaded pictures are served to anyone who has the id. */
  ids: IdGenerator;
  clock: Clock;
  /** Counts the uploads each person starts (their allowance's uploads an hour). */
  rateLimiter: RateLimiter;
  limits?: MediaLimits;
  /** Each role's quota and uploads an hour (default DEFAULT_UPLOAD_ALLOWANCES). */
  allowances?: UploadAllowances;
  uploadExpiryMs?: number;
  /** How long a signed address of lesson media stays valid. */
  signedUrlSeconds?: number;
}
