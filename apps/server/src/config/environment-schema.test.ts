import { describe, expect, it } from 'vitest';
import { ConfigError } from './config-error';
import { parseConfig } from './config';

const MB = 1024 * 1024;
const STRIPE_KEYS = 'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET';
const TLS_PROXY =
  'TRUST_PROXY: must count the TLS proxy in front of an https PUBLIC_URL (usually 1); it must send X-Forwarded-For and X-Forwarded-Proto';

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error(`${JSON.stringify(env)} was accepted`);
}

describe('the environment schema', () => {
  it('reads an empty environment into every default', () => {
    expect(parseConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: 'sqlite:var/classroom.sqlite',
      publicUrl: 'http://localhost:3000',
      environment: 'development',
      sessionSecret: null,
      previousSessionSecrets: [],
      adminEmails: [],
      schoolName: 'GS Classroom',
      supportEmail: 'support@gsclassroom.example',
      oidc: null,
      google: null,
      payments: 'test',
      stripe: null,
      smtp: null,
      corsOrigins: [],
      logLevel: 'info',
      varDir: 'var',
      webRoot: null,
      seedDemo: true,
      trustProxy: 0,
      shutdownGraceMs: 10_000,
      requestTimeoutMs: 4_000,
      metricsToken: null,
      metricsPort: null,
      commit: null,
      media: {
        store: { kind: 'file', root: 'var/media' },
        limits: { image: 10 * MB, video: 4096 * MB, file: 200 * MB },
        uploadExpiryMs: 24 * 60 * 60_000,
        signedUrlSeconds: 900,
        allowances: {
          student: { quotaBytes: 50 * MB, uploadsPerHour: 10 },
          instructor: { quotaBytes: 20_480 * MB, uploadsPerHour: 200 },
          admin: { quotaBytes: 20_480 * MB, uploadsPerHour: 200 },
        },
        pictures: { maxPixels: 50_000_000, timeoutSeconds: 20 },
      },
      certificateSigningKeys: null,
      money: { refundDays: 30, refundMaxProgress: 30, instructorShare: 0.7 },
    });
  });

  it('reads every variable set, trimmed, blanks as unset', () => {
    const keys = '{"keys":[{"kty":"OKP","crv":"Ed25519","x":"x","d":"d","kid":"k1"}]}';
    const config = parseConfig({
      NODE_ENV: ' test ',
      PORT: '8080',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'https://learn.example/',
      TRUST_PROXY: '2',
      DATABASE_URL: 'mysql://app:secret@db:3306/classroom',
      SESSION_SECRET: 's'.repeat(32),
      SESSION_SECRET_PREVIOUS: ` ${'p'.repeat(32)} ,, `,
      ADMIN_EMAILS: 'Owner@Learn.example, second@learn.example',
      SCHOOL_NAME: 'Riverside',
      SUPPORT_EMAIL: 'help@learn.example',
      OIDC_ISSUER: 'https://id.example/realms/school/',
      OIDC_CLIENT_ID: 'classroom',
      OIDC_CLIENT_SECRET: 'oidc-secret',
      GOOGLE_CLIENT_ID: 'google-id',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      STRIPE_SECRET_KEY: 'rk_live_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      PAYMENTS: 'stripe',
      SMTP_URL: 'smtp://mailer@smtp.example:587',
      MAIL_FROM: 'Riverside <school@learn.example>',
      CORS_ORIGINS: 'app://desktop, null',
      LOG_LEVEL: 'debug',
      VAR_DIR: '/srv/var',
      WEB_ROOT: '/srv/web',
      SEED_DEMO: 'OFF',
      SHUTDOWN_GRACE_MS: '5000',
      REQUEST_TIMEOUT_MS: '2000',
      METRICS_TOKEN: 'm'.repeat(16),
      METRICS_PORT: '9100',
      GIT_COMMIT: 'abc123',
      MEDIA_STORE: 's3://classroom-media?region=eu-west-1&endpoint=https://minio.example:9000',
      MEDIA_MAX_IMAGE_MB: '5',
      MEDIA_MAX_VIDEO_MB: '2048',
      MEDIA_MAX_FILE_MB: '100',
      MEDIA_UPLOAD_EXPIRY_HOURS: '12',
      MEDIA_URL_SECONDS: '600',
      MEDIA_QUOTA_STUDENT_MB: '0',
      MEDIA_QUOTA_INSTRUCTOR_MB: '1024',
      MEDIA_QUOTA_ADMIN_MB: '2048',
      MEDIA_UPLOADS_PER_HOUR_STUDENT: '1',
      MEDIA_UPLOADS_PER_HOUR_INSTRUCTOR: '2',
      MEDIA_UPLOADS_PER_HOUR_ADMIN: '3',
      MEDIA_MAX_IMAGE_MEGAPIXELS: '12',
      MEDIA_IMAGE_SECONDS: '9',
      CERTIFICATE_SIGNING_KEYS: keys,
      REFUND_DAYS: '0',
      REFUND_MAX_PROGRESS: '100',
      INSTRUCTOR_SHARE: '1',
    });
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'mysql://app:secret@db:3306/classroom',
      publicUrl: 'https://learn.example',
      environment: 'test',
      sessionSecret: 's'.repeat(32),
      previousSessionSecrets: ['p'.repeat(32)],
      adminEmails: ['owner@learn.example', 'second@learn.example'],
      schoolName: 'Riverside',
      supportEmail: 'help@learn.example',
      oidc: {
        issuer: 'https://id.example/realms/school',
        clientId: 'classroom',
        clientSecret: 'oidc-secret',
      },
      google: { clientId: 'google-id', clientSecret: 'google-secret' },
      payments: 'stripe',
      stripe: { secretKey: 'rk_live_1', publishableKey: 'pk_live_1', webhookSecret: 'whsec_1' },
      smtp: { url: 'smtp://mailer@smtp.example:587', from: 'Riverside <school@learn.example>' },
      corsOrigins: ['app://desktop', 'null'],
      logLevel: 'debug',
      varDir: '/srv/var',
      webRoot: '/srv/web',
      seedDemo: false,
      trustProxy: 2,
      shutdownGraceMs: 5000,
      requestTimeoutMs: 2000,
      metricsToken: 'm'.repeat(16),
      metricsPort: 9100,
      commit: 'abc123',
      media: {
        store: {
          kind: 's3',
          bucket: 'classroom-media',
          region: 'eu-west-1',
          endpoint: 'https://minio.example:9000',
          forcePathStyle: true,
        },
        limits: { image: 5 * MB, video: 2048 * MB, file: 100 * MB },
        uploadExpiryMs: 12 * 60 * 60_000,
        signedUrlSeconds: 600,
        allowances: {
          student: { quotaBytes: 0, uploadsPerHour: 1 },
          instructor: { quotaBytes: 1024 * MB, uploadsPerHour: 2 },
          admin: { quotaBytes: 2048 * MB, uploadsPerHour: 3 },
        },
        pictures: { maxPixels: 12_000_000, timeoutSeconds: 9 },
      },
      certificateSigningKeys: keys,
      money: { refundDays: 0, refundMaxProgress: 100, instructorShare: 1 },
    });
    expect(
      parseConfig({ MEDIA_STORE: 'file:/srv/media', VAR_DIR: '/srv/var' }).media.store,
    ).toEqual({ kind: 'file', root: '/srv/media' });
    expect(parseConfig({ VAR_DIR: '/srv/var', WEB_ROOT: ' ' })).toMatchObject({
      media: { store: { kind: 'file', root: '/srv/var/media' } },
      webRoot: null,
    });
  });

  it('words each problem as it always has', () => {
    const whole = (name: string, min: number, max: number, got: string) =>
      `${name}: must be a whole number from ${min} to ${max} (got "${got}")`;
    const cases: [Record<string, string>, string[]][] = [
      [
        { NODE_ENV: 'staging' },
        ['NODE_ENV: must be development, production or test (got "staging")'],
      ],
      [{ PORT: '70000' }, [whole('PORT', 0, 65535, '70000')]],
      [{ PORT: '1e3' }, [whole('PORT', 0, 65535, '1e3')]],
      [
        { PUBLIC_URL: 'ftp://classroom.example' },
        ['PUBLIC_URL: must be an http:// or https:// URL'],
      ],
      [{ DATABASE_URL: 'postgres://x' }, ['DATABASE_URL: must start with sqlite: or mysql://']],
      [
        { DATABASE_URL: 'sqlite:' },
        ['DATABASE_URL: sqlite: needs a file path, e.g. sqlite:var/classroom.sqlite'],
      ],
      [{ SESSION_SECRET: 'short' }, ['SESSION_SECRET: must be at least 32 characters long']],
      [
        { SESSION_SECRET_PREVIOUS: 'short, tiny' },
        ['SESSION_SECRET_PREVIOUS: each secret must be at least 32 characters long'],
      ],
      [
        { ADMIN_EMAILS: 'Nobody, a@b.example, Else' },
        [
          'ADMIN_EMAILS: "nobody" is not an e-mail address',
          'ADMIN_EMAILS: "else" is not an e-mail address',
        ],
      ],
      [
        { SCHOOL_NAME: 'Say "hi"' },
        ['SCHOOL_NAME: must be one line of at most 80 characters, without <, >, " or \\'],
      ],
      [{ SUPPORT_EMAIL: 'help' }, ['SUPPORT_EMAIL: must be an e-mail address']],
      [
        { OIDC_ISSUER: 'https://id.example' },
        [
          'OIDC_CLIENT_ID: is required when OIDC_ISSUER is set',
          'OIDC_CLIENT_SECRET: is required when OIDC_ISSUER is set',
        ],
      ],
      [
        { OIDC_ISSUER: 'ftp://id.example', OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: 'secret' },
        ['OIDC_ISSUER: must be an http:// or https:// URL'],
      ],
      [
        { GOOGLE_CLIENT_SECRET: 'secret' },
        ['GOOGLE_CLIENT_ID: is required when GOOGLE_CLIENT_SECRET is set'],
      ],
      [
        {
          STRIPE_SECRET_KEY: 'sk_1',
          STRIPE_PUBLISHABLE_KEY: 'pk_1',
          STRIPE_WEBHOOK_SECRET: 'wh_1',
        },
        [
          'STRIPE_SECRET_KEY: must start with sk_test_, sk_live_, rk_test_ or rk_live_',
          'STRIPE_PUBLISHABLE_KEY: must start with pk_test_ or pk_live_',
          'STRIPE_WEBHOOK_SECRET: must start with whsec_',
        ],
      ],
      [
        { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' },
        [
          'STRIPE_PUBLISHABLE_KEY: is required when STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET is set',
        ],
      ],
      [{ PAYMENTS: 'stripe' }, [`PAYMENTS: stripe needs ${STRIPE_KEYS}`]],
      [
        {
          PAYMENTS: 'test',
          STRIPE_SECRET_KEY: 'sk_test_1',
          STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
          STRIPE_WEBHOOK_SECRET: 'whsec_1',
        },
        [`PAYMENTS: test runs the local test card processor: unset ${STRIPE_KEYS}, or PAYMENTS`],
      ],
      [{ PAYMENTS: 'paypal' }, ['PAYMENTS: must be stripe or test (got "paypal")']],
      [
        { SMTP_URL: 'smtp://' },
        ['SMTP_URL: must be smtp://user:pass@host:port or smtps://user:pass@host:port'],
      ],
      [
        { MAIL_FROM: 'School <no address>' },
        ['MAIL_FROM: must be an e-mail address or Name <address>'],
      ],
      [
        { CORS_ORIGINS: 'null, NULL' },
        ['CORS_ORIGINS: "NULL" is not an origin (scheme://host[:port], no path)'],
      ],
      [
        { LOG_LEVEL: 'loud' },
        ['LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent'],
      ],
      [{ SEED_DEMO: 'maybe' }, ['SEED_DEMO: must be true or false (got "maybe")']],
      [
        { TRUST_PROXY: 'Yes' },
        [
          'TRUST_PROXY: is the number of reverse proxies in front of the server, e.g. 1 behind one nginx (got "Yes", which would let a client choose its own address)',
        ],
      ],
      [{ TRUST_PROXY: '11' }, [whole('TRUST_PROXY', 0, 10, '11')]],
      [{ PUBLIC_URL: 'https://classroom.example', TRUST_PROXY: 'off' }, [TLS_PROXY]],
      [{ SHUTDOWN_GRACE_MS: '600001' }, [whole('SHUTDOWN_GRACE_MS', 0, 600_000, '600001')]],
      [{ REQUEST_TIMEOUT_MS: '99' }, [whole('REQUEST_TIMEOUT_MS', 100, 120_000, '99')]],
      [{ METRICS_TOKEN: 'short' }, ['METRICS_TOKEN: must be at least 16 characters long']],
      [{ METRICS_PORT: '0' }, [whole('METRICS_PORT', 1, 65535, '0')]],
      [
        { PORT: '8080', METRICS_PORT: '8080' },
        ['METRICS_PORT: must differ from PORT (set METRICS_TOKEN for /metrics on PORT)'],
      ],
      [{ MEDIA_STORE: 'file:' }, ['MEDIA_STORE: file: needs a folder, e.g. file:var/media']],
      [
        { MEDIA_STORE: 's3://B' },
        ['MEDIA_STORE: must be s3://bucket?region=...&endpoint=... with a valid bucket name'],
      ],
      [
        { MEDIA_STORE: 'ftp://media' },
        ['MEDIA_STORE: must be file:PATH or s3://bucket?region=...&endpoint=...'],
      ],
      [{ MEDIA_MAX_VIDEO_MB: '0' }, [whole('MEDIA_MAX_VIDEO_MB', 1, 1024 * 1024, '0')]],
      [{ MEDIA_UPLOAD_EXPIRY_HOURS: '721' }, [whole('MEDIA_UPLOAD_EXPIRY_HOURS', 1, 720, '721')]],
      [{ MEDIA_URL_SECONDS: '29' }, [whole('MEDIA_URL_SECONDS', 30, 86_400, '29')]],
      [
        { MEDIA_QUOTA_STUDENT_MB: 'lots' },
        [whole('MEDIA_QUOTA_STUDENT_MB', 0, 1024 * 1024 * 1024, 'lots')],
      ],
      [
        { MEDIA_UPLOADS_PER_HOUR_ADMIN: '100001' },
        [whole('MEDIA_UPLOADS_PER_HOUR_ADMIN', 0, 100_000, '100001')],
      ],
      [{ MEDIA_MAX_IMAGE_MEGAPIXELS: '269' }, [whole('MEDIA_MAX_IMAGE_MEGAPIXELS', 1, 268, '269')]],
      [{ MEDIA_IMAGE_SECONDS: '0' }, [whole('MEDIA_IMAGE_SECONDS', 1, 600, '0')]],
      [
        { CERTIFICATE_SIGNING_KEYS: '{"keys":[]}' },
        [
          'CERTIFICATE_SIGNING_KEYS: must be {"keys": [...]} of private Ed25519 JWKs with a kid each.',
        ],
      ],
      [{ REFUND_DAYS: '366' }, [whole('REFUND_DAYS', 0, 365, '366')]],
      [{ REFUND_MAX_PROGRESS: '101' }, [whole('REFUND_MAX_PROGRESS', 0, 100, '101')]],
      [
        { INSTRUCTOR_SHARE: '0.12345' },
        ['INSTRUCTOR_SHARE: must be a fraction from 0 to 1, e.g. 0.7 (got "0.12345")'],
      ],
    ];
    for (const [env, problems] of cases)
      expect(problemsOf(env), JSON.stringify(env)).toEqual(problems);
  });

  it('reports every problem at once, in the order of the variables, a wrong flag hiding no rule', () => {
    expect(
      problemsOf({
        NODE_ENV: 'production',
        PORT: 'eighty',
        PUBLIC_URL: 'https://classroom.example',
        LOG_LEVEL: 'loud',
        DATABASE_URL: 'postgres://x',
        SESSION_SECRET_PREVIOUS: 'too-short',
        ADMIN_EMAILS: 'nobody',
        OIDC_CLIENT_ID: 'id',
        SCHOOL_NAME: 'Evil <script>',
        SEED_DEMO: 'maybe',
        STRIPE_SECRET_KEY: 'sk_test_1',
        SMTP_URL: 'http://smtp.example',
        MEDIA_STORE: 'file:',
        MEDIA_QUOTA_ADMIN_MB: 'lots',
        CERTIFICATE_SIGNING_KEYS: 'not json',
        INSTRUCTOR_SHARE: '70%',
      }),
    ).toEqual([
      'PORT: must be a whole number from 0 to 65535 (got "eighty")',
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent',
      TLS_PROXY,
      'DATABASE_URL: must start with sqlite: or mysql://',
      'SESSION_SECRET: is required in production (at least 32 random characters)',
      'SESSION_SECRET_PREVIOUS: each secret must be at least 32 characters long',
      'ADMIN_EMAILS: "nobody" is not an e-mail address',
      'OIDC_ISSUER: is required when OIDC_CLIENT_ID is set',
      'OIDC_CLIENT_SECRET: is required when OIDC_CLIENT_ID is set',
      'SCHOOL_NAME: must be one line of at most 80 characters, without <, >, " or \\',
      "SUPPORT_EMAIL: is required in production: the Contact Us page's messages go to it, and the default (support@gsclassroom.example) reaches nobody",
      'SEED_DEMO: must be true or false (got "maybe")',
      `PAYMENTS: production takes real payments through Stripe: set ${STRIPE_KEYS}, or PAYMENTS=test to run on the local test card processor (no real money) on purpose`,
      'STRIPE_PUBLISHABLE_KEY: is required when STRIPE_SECRET_KEY is set',
      'STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set',
      'SMTP_URL: must be smtp://user:pass@host:port or smtps://user:pass@host:port',
      'MEDIA_STORE: file: needs a folder, e.g. file:var/media',
      'MEDIA_QUOTA_ADMIN_MB: must be a whole number from 0 to 1073741824 (got "lots")',
      expect.stringMatching(/^CERTIFICATE_SIGNING_KEYS: .*JSON/),
      'INSTRUCTOR_SHARE: must be a fraction from 0 to 1, e.g. 0.7 (got "70%")',
    ]);
    // A wrong NODE_ENV is no production: the other problems are still named.
    expect(
      problemsOf({ NODE_ENV: 'prod', SEED_DEMO: 'true', PAYMENTS: 'stripe', METRICS_TOKEN: 'x' }),
    ).toEqual([
      'NODE_ENV: must be development, production or test (got "prod")',
      'METRICS_TOKEN: must be at least 16 characters long',
      `PAYMENTS: stripe needs ${STRIPE_KEYS}`,
    ]);
  });

  it('names a wrong variable on its own, and checks a rule only between valid ones (decision 52)', () => {
    const cases: [Record<string, string>, string[]][] = [
      [
        { STRIPE_SECRET_KEY: 'sk_1' },
        [
          'STRIPE_SECRET_KEY: must start with sk_test_, sk_live_, rk_test_ or rk_live_',
          'STRIPE_PUBLISHABLE_KEY: is required when STRIPE_SECRET_KEY is set',
          'STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set',
        ],
      ],
      [
        { OIDC_ISSUER: 'ftp://id.example', OIDC_CLIENT_ID: 'id' },
        [
          'OIDC_ISSUER: must be an http:// or https:// URL',
          'OIDC_CLIENT_SECRET: is required when OIDC_ISSUER, OIDC_CLIENT_ID is set',
        ],
      ],
      [
        { PUBLIC_URL: 'http:classroom.example' },
        ['PUBLIC_URL: must be an http:// or https:// URL'],
      ],
      [
        { PUBLIC_URL: 'https://classroom.example', TRUST_PROXY: 'true' },
        [
          'TRUST_PROXY: is the number of reverse proxies in front of the server, e.g. 1 behind one nginx (got "true", which would let a client choose its own address)',
        ],
      ],
      [
        { PORT: 'eighty', METRICS_PORT: '3000' },
        ['PORT: must be a whole number from 0 to 65535 (got "eighty")'],
      ],
      [
        { SCHOOL_NAME: 'Evil <script>', SMTP_URL: 'smtp://127.0.0.1:2525' },
        ['SCHOOL_NAME: must be one line of at most 80 characters, without <, >, " or \\'],
      ],
    ];
    for (const [env, problems] of cases) {
      expect(problemsOf(env), JSON.stringify(env)).toEqual(problems);
    }
  });
});
