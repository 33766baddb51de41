import { EMAIL_PATTERN } from '@classroom/core/input-rules';
import {
  DEFAULT_MEDIA_LIMITS,
  DEFAULT_PICTURE_LIMITS,
  DEFAULT_SIGNED_URL_SECONDS,
  DEFAULT_UPLOAD_ALLOWANCES,
  UPLOADER_ROLES,
  type PictureLimits,
  type UploadAllowances,
  type UploaderRole,
} from '@classroom/core/media-rules';
import { parseS3Location, type S3Location } from '@classroom/media-s3';
import { parseCertificateKeys } from '@classroom/credentials-jose';
import { parseDatabaseUrl } from '@classroom/persistence-knex';
import { ConfigError } from './config-error';
import { DEFAULT_MONEY_POLICY, type MoneyPolicy } from '@classroom/core';

export type Environment = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

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
  store: { kind: 'file'; root: string } | ({ kind: 's3' } & S3Location);
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

type Env = Record<string, string | undefined>;

const MB = 1024 * 1024;

/** Why production never gets the demo people: anyone who reads the README knows their password. */
export const DEMO_REFUSED =
  'the demo accounts share a published password (admin@classroom.test / classroom123), so production never creates them; try the demo without NODE_ENV=production';

/** The product's own name, the school's until SCHOOL_NAME says otherwise. */
export const DEFAULT_SCHOOL_NAME = 'GS Classroom';
/** An address that reaches nobody: production must name its own (SUPPORT_EMAIL). */
const DEFAULT_SUPPORT_EMAIL = 'support@gsclassroom.example';

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'];
const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads and checks every variable; fails once, naming each bad one and why. */
export function parseConfig(env: Env): Config {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const fail = (name: string, message: string) => problems.push(`${name}: ${message}`);

  const environment = (read('NODE_ENV') ?? 'development') as Environment;
  if (!['development', 'production', 'test'].includes(environment)) {
    fail('NODE_ENV', `must be development, production or test (got "${environment}")`);
  }
  const production = environment === 'production';

  const port = integer('PORT', read('PORT'), 3000, 0, 65535);
  const databaseUrl = read('DATABASE_URL') ?? 'sqlite:var/classroom.sqlite';
  try {
    // `memory:` is the server's own store (wiring/store.ts), not a database URL.
    if (databaseUrl !== 'memory:') parseDatabaseUrl(databaseUrl);
  } catch (error) {
    fail('DATABASE_URL', (error as Error).message.replace(/^DATABASE_URL\s*/, ''));
  }

  const publicUrl = (read('PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, '');
  if (!isHttpUrl(publicUrl)) fail('PUBLIC_URL', 'must be an http:// or https:// URL');

  const sessionSecret = read('SESSION_SECRET') ?? null;
  if (sessionSecret === null && production) {
    fail('SESSION_SECRET', 'is required in production (at least 32 random characters)');
  } else if (sessionSecret !== null && sessionSecret.length < 32) {
    fail('SESSION_SECRET', 'must be at least 32 characters long');
  }
  const previousSessionSecrets = list(read('SESSION_SECRET_PREVIOUS'));
  if (previousSessionSecrets.some((previous) => previous.length < 32)) {
    fail('SESSION_SECRET_PREVIOUS', 'each secret must be at least 32 characters long');
  }

  const adminEmails = list(read('ADMIN_EMAILS')).map((email) => email.toLowerCase());
  for (const email of adminEmails) {
    if (!EMAIL_PATTERN.test(email)) fail('ADMIN_EMAILS', `"${email}" is not an e-mail address`);
  }

  const schoolName = read('SCHOOL_NAME') ?? DEFAULT_SCHOOL_NAME;
  // It goes into mail headers and page titles: one plain line.
  if (schoolName.length > 80 || /[<>"\\\p{Cc}]/u.test(schoolName)) {
    fail('SCHOOL_NAME', 'must be one line of at most 80 characters, without <, >, " or \\');
  }

  const supportEmail = (read('SUPPORT_EMAIL') ?? DEFAULT_SUPPORT_EMAIL).toLowerCase();
  if (read('SUPPORT_EMAIL') === undefined && production) {
    fail(
      'SUPPORT_EMAIL',
      `is required in production: the Contact Us page's messages go to it, and the default (${DEFAULT_SUPPORT_EMAIL}) reaches nobody`,
    );
  } else if (!EMAIL_PATTERN.test(supportEmail)) {
    fail('SUPPORT_EMAIL', 'must be an e-mail address');
  }

  const oidc = group(
    ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'],
    ([issuer, id, secret]) => {
      if (!isHttpUrl(issuer)) fail('OIDC_ISSUER', 'must be an http:// or https:// URL');
      return { issuer: issuer.replace(/\/+$/, ''), clientId: id, clientSecret: secret };
    },
  );
  const google = group(['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'], ([id, secret]) => ({
    clientId: id,
    clientSecret: secret,
  }));
  const stripe = group(STRIPE_KEYS, ([secretKey, publishableKey, webhookSecret]) => {
    if (!/^(sk|rk)_(test|live)_/.test(secretKey)) {
      fail('STRIPE_SECRET_KEY', 'must start with sk_test_, sk_live_, rk_test_ or rk_live_');
    }
    if (!/^pk_(test|live)_/.test(publishableKey)) {
      fail('STRIPE_PUBLISHABLE_KEY', 'must start with pk_test_ or pk_live_');
    }
    if (!/^whsec_/.test(webhookSecret)) fail('STRIPE_WEBHOOK_SECRET', 'must start with whsec_');
    return { secretKey, publishableKey, webhookSecret };
  });

  const payments = paymentsMode(read('PAYMENTS'));

  const smtp = smtpSettings(read('SMTP_URL'), read('MAIL_FROM'), publicUrl, schoolName, fail);

  const corsOrigins = list(read('CORS_ORIGINS'));
  for (const origin of corsOrigins) {
    if (!/^[a-z][a-z0-9+.-]*:\/\/[^/\s]+$/i.test(origin) && origin !== 'null') {
      fail('CORS_ORIGINS', `"${origin}" is not an origin (scheme://host[:port], no path)`);
    }
  }

  const logLevel = (read('LOG_LEVEL') ?? (environment === 'test' ? 'silent' : 'info')) as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) fail('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`);

  const seedDemo = flag('SEED_DEMO', read('SEED_DEMO'), !production);
  if (seedDemo && production) {
    fail('SEED_DEMO', DEMO_REFUSED);
  }
  const trustProxy = proxyHops(read('TRUST_PROXY'));
  if (publicUrl.startsWith('https:') && trustProxy === 0) {
    // The server speaks plain HTTP: an https site has a TLS proxy in front. Unless it is
    // trusted, every visitor shares the proxy's address for the rate limits and the bundled
    // provider cannot tell that its Secure cookies reach the browser over HTTPS.
    fail(
      'TRUST_PROXY',
      'must count the TLS proxy in front of an https PUBLIC_URL (usually 1); it must send X-Forwarded-For and X-Forwarded-Proto',
    );
  }
  const shutdownGraceMs = integer(
    'SHUTDOWN_GRACE_MS',
    read('SHUTDOWN_GRACE_MS'),
    10_000,
    0,
    600_000,
  );
  const requestTimeoutMs = integer(
    'REQUEST_TIMEOUT_MS',
    read('REQUEST_TIMEOUT_MS'),
    4_000,
    100,
    120_000,
  );

  const metricsToken = read('METRICS_TOKEN') ?? null;
  if (metricsToken !== null && metricsToken.length < 16) {
    fail('METRICS_TOKEN', 'must be at least 16 characters long');
  }
  const metricsPortRaw = read('METRICS_PORT');
  const metricsPort =
    metricsPortRaw === undefined ? null : integer('METRICS_PORT', metricsPortRaw, 0, 1, 65535);
  if (metricsPort !== null && metricsPort === port) {
    fail('METRICS_PORT', 'must differ from PORT (set METRICS_TOKEN for /metrics on PORT)');
  }

  const varDir = read('VAR_DIR') ?? 'var';
  const media = mediaSettings(read('MEDIA_STORE') ?? `file:${varDir}/media`);
  const certificateSigningKeys = read('CERTIFICATE_SIGNING_KEYS') ?? null;
  if (certificateSigningKeys !== null) {
    try {
      parseCertificateKeys(certificateSigningKeys, 'it');
    } catch (error) {
      fail('CERTIFICATE_SIGNING_KEYS', (error as Error).message.replace(/^it /, ''));
    }
  }

  const money: MoneyPolicy = {
    refundDays: integer(
      'REFUND_DAYS',
      read('REFUND_DAYS'),
      DEFAULT_MONEY_POLICY.refundDays,
      0,
      365,
    ),
    refundMaxProgress: integer(
      'REFUND_MAX_PROGRESS',
      read('REFUND_MAX_PROGRESS'),
      DEFAULT_MONEY_POLICY.refundMaxProgress,
      0,
      100,
    ),
    instructorShare: share(read('INSTRUCTOR_SHARE')),
  };

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host: read('HOST') ?? '0.0.0.0',
    databaseUrl,
    publicUrl,
    environment,
    sessionSecret,
    previousSessionSecrets,
    adminEmails,
    schoolName,
    supportEmail,
    oidc,
    google,
    payments,
    stripe,
    smtp,
    corsOrigins,
    logLevel,
    varDir,
    webRoot: read('WEB_ROOT') ?? null,
    seedDemo,
    trustProxy,
    shutdownGraceMs,
    requestTimeoutMs,
    metricsToken,
    metricsPort,
    commit: read('GIT_COMMIT') ?? null,
    media,
    certificateSigningKeys,
    money,
  };

  /** INSTRUCTOR_SHARE: a fraction from 0 to 1 with at most four decimals (basis points). */
  function share(raw: string | undefined): number {
    if (raw === undefined) return DEFAULT_MONEY_POLICY.instructorShare;
    const value = Number(raw);
    if (!/^(0(\.\d{1,4})?|1(\.0{1,4})?)$/.test(raw) || value < 0 || value > 1) {
      fail('INSTRUCTOR_SHARE', `must be a fraction from 0 to 1, e.g. 0.7 (got "${raw}")`);
      return DEFAULT_MONEY_POLICY.instructorShare;
    }
    return value;
  }

  /** MEDIA_STORE and the media limits. */
  function mediaSettings(storeUrl: string): MediaConfig {
    let store: MediaConfig['store'] = { kind: 'file', root: `${varDir}/media` };
    if (storeUrl.startsWith('file:')) {
      const root = storeUrl.slice('file:'.length);
      if (root.trim() === '') fail('MEDIA_STORE', 'file: needs a folder, e.g. file:var/media');
      else store = { kind: 'file', root };
    } else if (storeUrl.startsWith('s3:')) {
      try {
        store = { kind: 's3', ...parseS3Location(storeUrl) };
      } catch (error) {
        fail('MEDIA_STORE', (error as Error).message);
      }
    } else {
      fail('MEDIA_STORE', 'must be file:PATH or s3://bucket?region=...&endpoint=...');
    }
    const megabytes = (name: string, fallback: number) =>
      integer(name, read(name), Math.round(fallback / MB), 1, 1024 * 1024) * MB;
    return {
      store,
      limits: {
        image: megabytes('MEDIA_MAX_IMAGE_MB', DEFAULT_MEDIA_LIMITS.image),
        video: megabytes('MEDIA_MAX_VIDEO_MB', DEFAULT_MEDIA_LIMITS.video),
        file: megabytes('MEDIA_MAX_FILE_MB', DEFAULT_MEDIA_LIMITS.file),
      },
      uploadExpiryMs:
        integer('MEDIA_UPLOAD_EXPIRY_HOURS', read('MEDIA_UPLOAD_EXPIRY_HOURS'), 24, 1, 24 * 30) *
        60 *
        60_000,
      signedUrlSeconds: integer(
        'MEDIA_URL_SECONDS',
        read('MEDIA_URL_SECONDS'),
        DEFAULT_SIGNED_URL_SECONDS,
        30,
        24 * 60 * 60,
      ),
      allowances: Object.fromEntries(
        UPLOADER_ROLES.map((role) => [role, allowance(role)]),
      ) as Record<UploaderRole, UploadAllowances[UploaderRole]>,
      pictures: {
        maxPixels:
          integer(
            'MEDIA_MAX_IMAGE_MEGAPIXELS',
            read('MEDIA_MAX_IMAGE_MEGAPIXELS'),
            DEFAULT_PICTURE_LIMITS.maxPixels / 1_000_000,
            1,
            268,
          ) * 1_000_000,
        timeoutSeconds: integer(
          'MEDIA_IMAGE_SECONDS',
          read('MEDIA_IMAGE_SECONDS'),
          DEFAULT_PICTURE_LIMITS.timeoutSeconds,
          1,
          600,
        ),
      },
    };

    /** MEDIA_QUOTA_{ROLE}_MB and MEDIA_UPLOADS_PER_HOUR_{ROLE}. */
    function allowance(role: UploaderRole) {
      const quota = `MEDIA_QUOTA_${role.toUpperCase()}_MB`;
      const rate = `MEDIA_UPLOADS_PER_HOUR_${role.toUpperCase()}`;
      const fallback = DEFAULT_UPLOAD_ALLOWANCES[role];
      return {
        quotaBytes:
          integer(quota, read(quota), fallback.quotaBytes / MB, 0, 1024 * 1024 * 1024) * MB,
        uploadsPerHour: integer(rate, read(rate), fallback.uploadsPerHour, 0, 100_000),
      };
    }
  }

  function integer(
    name: string,
    raw: string | undefined,
    fallback: number,
    min: number,
    max: number,
  ) {
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      fail(name, `must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  }

  /**
   * Stripe when its keys are set, else the local test processor, which takes no money: card
   * 4242 enrols anyone. Production runs on it only when PAYMENTS=test says so on purpose.
   */
  function paymentsMode(raw: string | undefined): Config['payments'] {
    const keys = STRIPE_KEYS.join(', ');
    if (raw !== undefined && raw !== 'test' && raw !== 'stripe') {
      fail('PAYMENTS', `must be stripe or test (got "${raw}")`);
    } else if (raw === 'stripe' && !stripe && !STRIPE_KEYS.some((name) => read(name))) {
      fail('PAYMENTS', `stripe needs ${keys}`);
    } else if (raw === 'test' && stripe) {
      fail('PAYMENTS', `test runs the local test card processor: unset ${keys}, or PAYMENTS`);
    } else if (raw === undefined && !stripe && production) {
      fail(
        'PAYMENTS',
        `production takes real payments through Stripe: set ${keys}, or PAYMENTS=test to run on the local test card processor (no real money) on purpose`,
      );
    }
    return stripe ? 'stripe' : 'test';
  }

  /**
   * How many proxies stand in front. Koa then takes the client address that many entries from
   * the right of X-Forwarded-For, the ones those proxies wrote; anything further left is what
   * the client sent itself. The old `true` trusted the leftmost entry, so it is refused.
   */
  function proxyHops(raw: string | undefined): number {
    if (raw !== undefined && /^(false|no|off)$/i.test(raw)) return 0;
    if (raw !== undefined && /^(true|yes|on)$/i.test(raw)) {
      fail(
        'TRUST_PROXY',
        `is the number of reverse proxies in front of the server, e.g. 1 behind one nginx (got "${raw}", which would let a client choose its own address)`,
      );
      return 0;
    }
    return integer('TRUST_PROXY', raw, 0, 0, 10);
  }

  function flag(name: string, raw: string | undefined, fallback: boolean): boolean {
    if (raw === undefined) return fallback;
    if (/^(1|true|yes|on)$/i.test(raw)) return true;
    if (/^(0|false|no|off)$/i.test(raw)) return false;
    fail(name, `must be true or false (got "${raw}")`);
    return fallback;
  }

  /** Variables that only make sense together: all set, or none. */
  function group<T>(names: string[], build: (values: string[]) => T): T | null {
    const values = names.map(read);
    const missing = names.filter((_, index) => values[index] === undefined);
    if (missing.length === names.length) return null;
    if (missing.length > 0) {
      for (const name of missing)
        fail(
          name,
          `is required when ${names.filter((n) => !missing.includes(n)).join(', ')} is set`,
        );
      return null;
    }
    return build(values as string[]);
  }
}

/**
 * SMTP_URL: smtp://user:pass@host:587 (STARTTLS when the server offers it) or
 * smtps://user:pass@host:465. MAIL_FROM: `address` or `Name <address>`; by default the
 * school's name at no-reply@ the public URL's host.
 */
function smtpSettings(
  url: string | undefined,
  from: string | undefined,
  publicUrl: string,
  schoolName: string,
  fail: (name: string, message: string) => void,
): Config['smtp'] {
  const sender = from ?? `${phrase(schoolName)} <no-reply@${hostOf(publicUrl)}>`;
  const address = /^(?:[^<>]*<([^<>]+)>|([^<>\s]+))$/.exec(sender);
  // Looser than EMAIL_PATTERN on purpose: the default sender may be no-reply@localhost.
  if (!address || !/^[^\s@]+@[^\s@]+$/.test((address[1] ?? address[2])!.trim())) {
    fail('MAIL_FROM', 'must be an e-mail address or Name <address>');
  }
  if (url === undefined) return null;
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    // reported below
  }
  if (!parsed || !['smtp:', 'smtps:'].includes(parsed.protocol) || !parsed.hostname) {
    fail('SMTP_URL', 'must be smtp://user:pass@host:port or smtps://user:pass@host:port');
    return null;
  }
  return { url, from: sender };
}

/** A name as a From header's display name: quoted unless plain (a comma would split it). */
function phrase(name: string): string {
  return /^[\w !#$%&'*+\-/=?^`{|}~.]+$/.test(name) ? name : `"${name}"`;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
