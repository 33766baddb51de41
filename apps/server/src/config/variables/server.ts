import { z } from 'zod';
import { commaList, httpUrl, problem, whenValid, wholeNumber } from './values';

const ENVIRONMENTS = ['development', 'production', 'test'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
export type LogLevel = (typeof LOG_LEVELS)[number];

/** An origin as a browser sends it (scheme://host[:port], no path), or a file page's `null`. */
const origin = z.string().regex(/^(?:[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/\s]+|null)$/, {
  error: (issue) => `"${String(issue.input)}" is not an origin (scheme://host[:port], no path)`,
});

/**
 * How many proxies stand in front. Koa then takes the client address that many entries from
 * the right of X-Forwarded-For, the ones those proxies wrote; anything further left is what
 * the client sent itself. The old `true` trusted the leftmost entry, so it is refused.
 */
const proxyHops = z
  .string()
  .refine((raw) => !/^(true|yes|on)$/i.test(raw), {
    error: (issue) =>
      `is the number of reverse proxies in front of the server, e.g. 1 behind one nginx (got "${String(issue.input)}", which would let a client choose its own address)`,
  })
  .transform((raw) => raw.replace(/^(false|no|off)$/i, '0'))
  .pipe(wholeNumber(0, 10));

/** Where and how the one HTTP process listens, logs, stops and shows its metrics. */
export const server = z
  .object({
    NODE_ENV: z
      .enum(ENVIRONMENTS, {
        error: (issue) => `must be development, production or test (got "${String(issue.input)}")`,
      })
      .default('development'),
    PORT: wholeNumber(0, 65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: httpUrl.optional(),
    CORS_ORIGINS: commaList(origin),
    LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).optional(),
    TRUST_PROXY: proxyHops.default(0),
    SHUTDOWN_GRACE_MS: wholeNumber(0, 600_000).default(10_000),
    REQUEST_TIMEOUT_MS: wholeNumber(100, 120_000).default(4_000),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters long').optional(),
    METRICS_PORT: wholeNumber(1, 65535).optional(),
    VAR_DIR: z.string().default('var'),
    WEB_ROOT: z.string().optional(),
    GIT_COMMIT: z.string().optional(),
  })
  .superRefine(({ PUBLIC_URL, TRUST_PROXY }, ctx) => {
    // The server speaks plain HTTP: an https site has a TLS proxy in front. Unless it is
    // trusted, every visitor shares the proxy's address for the rate limits and the bundled
    // provider cannot tell that its Secure cookies reach the browser over HTTPS. (A wrong
    // PUBLIC_URL is still text, and is reported on its own.)
    if (PUBLIC_URL?.startsWith('https:') && TRUST_PROXY === 0) {
      problem(
        ctx,
        'TRUST_PROXY',
        'must count the TLS proxy in front of an https PUBLIC_URL (usually 1); it must send X-Forwarded-For and X-Forwarded-Proto',
      );
    }
  }, whenValid('TRUST_PROXY'))
  .superRefine(
    ({ PORT, METRICS_PORT }, ctx) => {
      if (METRICS_PORT === PORT) {
        problem(
          ctx,
          'METRICS_PORT',
          'must differ from PORT (set METRICS_TOKEN for /metrics on PORT)',
        );
      }
    },
    whenValid('PORT', 'METRICS_PORT'),
  )
  .transform((variables) => ({
    environment: variables.NODE_ENV,
    port: variables.PORT,
    host: variables.HOST,
    publicUrl: variables.PUBLIC_URL ?? `http://localhost:${variables.PORT}`,
    corsOrigins: variables.CORS_ORIGINS,
    logLevel: variables.LOG_LEVEL ?? (variables.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: variables.TRUST_PROXY,
    shutdownGraceMs: variables.SHUTDOWN_GRACE_MS,
    requestTimeoutMs: variables.REQUEST_TIMEOUT_MS,
    metricsToken: variables.METRICS_TOKEN ?? null,
    metricsPort: variables.METRICS_PORT ?? null,
    varDir: variables.VAR_DIR,
    webRoot: variables.WEB_ROOT ?? null,
    commit: variables.GIT_COMMIT ?? null,
  }));
