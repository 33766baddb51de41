import type { PublicConfigWire, VersionWire } from '@classroom/http-contract';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import type { LimiterFactory, RateLimitRule } from './middleware/rate-limit';
import type { RequestSample } from './middleware/request-metrics';
import type { MetricsEndpoint } from './resources/platform/metrics.routes';
import type { RouteServices } from './resources/route-deps';
import type { SecurityOptions } from './middleware/security-headers';

/** Anything with `routes()`: a @koa/router Router of another area (identity, payments). */
export interface MountableRouter {
  // `never`: any router's middleware fits, whatever context type it declares.
  routes(): (ctx: never, next: () => Promise<unknown>) => unknown;
  allowedMethods?(): (ctx: never, next: () => Promise<unknown>) => unknown;
}

export interface RateLimits {
  signIn: RateLimitRule;
  payment: RateLimitRule;
  search: RateLimitRule;
  /** Contact Us messages and newsletter sign-ups from one client. */
  outreach: RateLimitRule;
}

/** The services the routes call (see RouteDeps), and how the application around them runs. */
export interface AppOptions extends RouteServices {
  /** Mounted before the API: identity routes, the test card processor. */
  routers?: MountableRouter[];
  /** Plain middleware mounted before the API (the bundled IdP at /idp). */
  middleware?: Middleware[];
  publicConfig: PublicConfigWire;
  /** The built website (apps/web/dist); served with SPA fallback when present. */
  webRoot?: string;
  /** Told of every answered request (route pattern, status, duration): request metrics. */
  observeRequest?: (sample: RequestSample) => void;
  /** GET /metrics behind a bearer token; without it there is no such route. */
  metrics?: MetricsEndpoint;
  /** What GET /version answers. */
  version?: VersionWire;
  /** Whether the database answers and takes writes (/readyz). */
  isReady?: () => Promise<boolean>;
  /**
   * Throws when a write now would be lost (a SQLite file removed while the server runs): every
   * request that may write (POST, PUT, PATCH, DELETE) then answers 503 before doing anything.
   */
  assertStoreWritable?: () => void;
  logger?: Logger;
  /** Origins allowed to call the API from a browser (the desktop app's). */
  corsOrigins?: readonly string[];
  security?: SecurityOptions;
  /** `false` turns the limiter off (benchmarks). */
  rateLimits?: Partial<RateLimits> | false;
  /**
   * Where the sign-in and payment limits count: the server passes its database's, so that
   * replicas share one limit. Default: in this process.
   */
  limiters?: LimiterFactory;
  /** Longest a request may wait for its answer before 503 (ms). */
  requestTimeoutMs?: number;
  /** Largest JSON body accepted. */
  bodyLimit?: string;
  /**
   * How many reverse proxies stand in front (default 0). The client address for rate limits
   * is then the one the outermost of them wrote into X-Forwarded-For, never an entry the
   * client sent itself.
   */
  trustProxy?: number;
  /** Cache-Control max-age of the public lists (default 10 s). */
  publicCacheSeconds?: number;
  /** How long the process reuses a public list's answer (default 1000 ms; 0 = never). */
  publicCacheTtlMs?: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signIn: { max: 20, windowMs: 60_000 },
  payment: { max: 30, windowMs: 60_000 },
  search: { max: 300, windowMs: 60_000 },
  outreach: { max: 5, windowMs: 600_000 },
};
