import type { MoneyPolicy } from '@classroom/core';
import type { PictureLimits, UploadAllowances } from '@classroom/core/media-rules';
import { ConfigError } from './config-error';
import { environmentSchema, VARIABLES } from './environment-schema';
import type { MediaStore } from './variables/media';
import type { Environment, LogLevel } from './variables/server';

export { DEMO_REFUSED } from './variables/demo';
export type { Environment, LogLevel };

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  publicUrl: string;
  environment: Environment;
  /** Null in development when not set: one is generated and kept under `varDir`. */
  sessionSecret: string | null;
  /** Earlier secrets still honoured, so that rotating SESSION_SECRET signs nobody out. */
  previousSessionSecrets: string[];
  adminEmails: string[];
  /** The school's name (SCHOOL_NAME): in mails, page titles and as the certificates' issuer. */
  schoolName: string;
  /** Where Contact Us messages go (SUPPORT_EMAIL). */
  supportEmail: string;
  oidc: { issuer: string; clientId: string; clientSecret: string } | null;
  google: { clientId: string; clientSecret: string } | null;
  /** Which card processor takes payments: Stripe, or the local test one (no real money). */
  payments: 'stripe' | 'test';
  /** Set exactly when `payments` is 'stripe'. */
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string } | null;
  /** Null when SMTP_URL is not set: mail is then kept in the outbox for admins to read. */
  smtp: { url: string; from: string } | null;
  corsOrigins: string[];
  logLevel: LogLevel;
  varDir: string;
  webRoot: string | null;
  seedDemo: boolean;
  /** Reverse proxies in front whose X-Forwarded-* headers are believed (0: none). */
  trustProxy: number;
  shutdownGraceMs: number;
  requestTimeoutMs: number;
  /** Bearer token for GET /metrics on the main port; null: no such route there. */
  metricsToken: string | null;
  /** A second port serving only GET /metrics, without a token (a private network's). */
  metricsPort: number | null;
  /** The commit the build came from (GIT_COMMIT); null to ask git at start. */
  commit: string | null;
  media: MediaConfig;
  /** CERTIFICATE_SIGNING_KEYS: a JWK set of private Ed25519 keys; null keeps them in varDir. */
  certificateSigningKeys: string | null;
  /** REFUND_DAYS, REFUND_MAX_PROGRESS and INSTRUCTOR_SHARE (decision 36). */
  money: MoneyPolicy;
}

export interface MediaConfig {
  /** MEDIA_STORE: a folder (default VAR_DIR/media) or an S3-compatible bucket. */
  store: MediaStore;
  /** Largest upload of each kind, in bytes (MEDIA_MAX_IMAGE_MB, _VIDEO_MB, _FILE_MB). */
  limits: { image: number; video: number; file: number };
  /** How long an unfinished upload is kept (MEDIA_UPLOAD_EXPIRY_HOURS, default 24). */
  uploadExpiryMs: number;
  /** How long a signed address of lesson media stays valid (MEDIA_URL_SECONDS, default 900). */
  signedUrlSeconds: number;
  /** Each role's quota and uploads an hour (MEDIA_QUOTA_*_MB, MEDIA_UPLOADS_PER_HOUR_*). */
  allowances: UploadAllowances;
  /** MEDIA_MAX_IMAGE_MEGAPIXELS and MEDIA_IMAGE_SECONDS. */
  pictures: PictureLimits;
}

/** Reads and checks every variable; fails once, naming each bad one and why. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = environmentSchema.safeParse(env);
  if (result.success) return result.data;
  // A problem's path is its concern, then its variable; each variable's problems together.
  const problems = result.error.issues
    .map((issue) => ({ name: String(issue.path[1]), message: issue.message }))
    .sort((a, b) => VARIABLES.indexOf(a.name) - VARIABLES.indexOf(b.name));
  throw new ConfigError(problems.map(({ name, message }) => `${name}: ${message}`));
}
