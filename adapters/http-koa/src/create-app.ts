import Koa, { type Middleware } from 'koa';
import { pino } from 'pino';
import { DEFAULT_RATE_LIMITS, type AppOptions, type RateLimits } from './app-options';
import type { AppState } from './app-state';
import { errorHandler, logSafeError } from '@classroom/http-edge';
import { compression } from './middleware/compression';
import { corsFor } from './middleware/cors';
import { deadline } from './middleware/deadline';
import { memoryLimiters, rateLimit } from './middleware/rate-limit';
import { requestContext } from './middleware/request-context';
import { requestMetrics } from './middleware/request-metrics';
import { routersUnder } from './middleware/routers-under';
import { securityHeaders } from './middleware/security-headers';
import { adminAuditRoutes } from './resources/admin/admin-audit.routes';
import { editorialRoutes } from './resources/editorial/editorial.routes';
import { adminPeopleRoutes } from './resources/admin/admin-people.routes';
import { notificationsRoutes } from './resources/notifications/notifications.routes';
import { adminCoursesRoutes } from './resources/admin/admin-courses.routes';
import { adminOutboxRoutes } from './resources/admin/admin-outbox.routes';
import { adminCertificatesRoutes } from './resources/certification/admin-certificates.routes';
import { earningsRoutes } from './resources/money/earnings.routes';
import { refundRoutes } from './resources/money/refund.routes';
import { certificatesRoutes } from './resources/certification/certificates.routes';
import { reviewsRoutes } from './resources/reviews/reviews.routes';
import { issuerRoutes } from './resources/certification/issuer.routes';
import { catalogRoutes } from './resources/catalog/catalog.routes';
import { enrollmentRoutes } from './resources/enrollment/enrollment.routes';
import { instructorRoutes } from './resources/instructor/instructor.routes';
import { curriculumRoutes } from './resources/learning/curriculum.routes';
import { playerRoutes } from './resources/learning/player.routes';
import { metricsRoutes } from './resources/platform/metrics.routes';
import { platformRoutes } from './resources/platform/platform.routes';
import { routeDeps, type RouteDeps, type RouteServices } from './resources/route-deps';
import { mediaRoutes } from './resources/media/media.routes';
import { outreachRoutes } from './resources/outreach/outreach.routes';
import { usersRoutes } from './resources/users/users.routes';
import { indexPage } from './web/index-page';
import { staticWeb } from './web/static-web';
import { verifyPage } from './web/verify-page';

const API_PATHS = /^\/(api\/|create-payment-intent$|payments$|enroll\/|webhooks\/)/;
const SIGN_IN_PATHS =
  /^\/(jwt$|auth\/login$|idp\/interaction\/[^/]+\/(login|register)$|idp\/(verification\/resend|password\/(forgot|reset)|account\/password)$)/;

/** The whole HTTP application: API, mounted identity and payment routers, and the website. */
export function createApp(options: AppOptions): Koa<AppState> {
  const proxies = options.trustProxy ?? 0;
  const app = new Koa<AppState>({ proxy: proxies > 0, maxIpsCount: proxies });
  const logger = options.logger ?? pino({ level: 'silent' });
  // What fails after the answer left (a client that hung up mid-body) is the client's doing:
  // logged quietly rather than printed by Koa's default handler.
  app.on('error', (error: unknown) =>
    logger.debug({ err: logSafeError(error) }, 'connection failed'),
  );
  const limits =
    options.rateLimits === false ? null : { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  const limit = (
    name: keyof RateLimits,
    matches: (path: string, method: string) => boolean,
    limiters = options.limiters,
    pageFor?: (path: string, query: Record<string, unknown>) => string | undefined,
  ): Middleware =>
    limits
      ? (rateLimit(name, limits[name], matches, limiters, {
          pageFor,
          school: options.publicConfig.schoolName,
        }) as Middleware)
      : passThrough;

  const deps = routeDeps(options, {
    // Search is counted in each process: a shared counter would add a database write to the
    // busiest public read, and its limit only blunts scraping (N replicas allow N times it).
    searchLimit: limit('search', () => true, memoryLimiters),
    paymentLimit: limit('payment', () => true),
    outreachLimit: limit('outreach', () => true),
    bodyLimit: options.bodyLimit ?? '64kb',
    publicCache: {
      maxAgeSeconds: options.publicCacheSeconds ?? 10,
      ttlMs: options.publicCacheTtlMs ?? 1_000,
    },
  });

  app.use(requestContext(logger));
  if (options.observeRequest) app.use(requestMetrics(options.observeRequest));
  app.use(errorHandler());
  app.use(securityHeaders(options.security ?? {}));
  app.use(corsFor(options.corsOrigins ?? []));
  app.use(compression());
  app.use(
    limit(
      'signIn',
      (path, method) => SIGN_IN_PATHS.test(path) && (method === 'POST' || path === '/auth/login'),
      options.limiters,
      // Starting a sign-in is a page navigation: the person lands on the screen they asked
      // for (sign-in or sign-up), which says why.
      (path, query) =>
        path === '/auth/login'
          ? `/${query.screen === 'register' ? 'register' : 'login'}?error=rate_limited`
          : undefined,
    ),
  );

  const platform = platformRoutes(deps, {
    publicConfig: options.publicConfig,
    isReady: options.isReady ?? (async () => true),
    version: options.version ?? UNKNOWN_VERSION,
  });
  app.use(platform.routes());
  if (options.metrics) app.use(metricsRoutes(options.metrics).routes());
  if (options.assertStoreWritable) app.use(refuseWritesUnless(options.assertStoreWritable));

  for (const middleware of options.middleware ?? []) app.use(middleware);
  for (const router of options.routers ?? []) {
    app.use(router.routes() as Middleware);
    if (router.allowedMethods) app.use(router.allowedMethods() as Middleware);
  }

  app.use(routersUnder(apiDefaults(options.requestTimeoutMs ?? 4000), apiRouters(deps)));

  if (options.webRoot) {
    const index = indexPage(options.webRoot);
    app.use(verifyPage(index, options.certification));
    app.use(staticWeb(options.webRoot, index));
  }
  return app;
}

/**
 * The v1 API, one router per resource. No two share a path, so their order only decides how
 * many are tried: the public catalogue, most of the traffic, comes first.
 */
export function apiRouters(deps: RouteDeps) {
  return [
    catalogRoutes,
    usersRoutes,
    instructorRoutes,
    adminCoursesRoutes,
    enrollmentRoutes,
    adminOutboxRoutes,
    outreachRoutes,
    adminAuditRoutes,
    playerRoutes,
    curriculumRoutes,
    mediaRoutes,
    certificatesRoutes,
    adminCertificatesRoutes,
    issuerRoutes,
    editorialRoutes,
    adminPeopleRoutes,
    notificationsRoutes,
    refundRoutes,
    earningsRoutes,
    reviewsRoutes,
  ].map((module) => module(deps));
}

/** Method and path of every route the application serves itself (not the mounted routers). */
export function routeTable(options: RouteServices & Pick<AppOptions, 'publicConfig'>) {
  const deps = routeDeps(options, {
    searchLimit: passThrough,
    paymentLimit: passThrough,
    outreachLimit: passThrough,
    bodyLimit: '64kb',
    publicCache: { maxAgeSeconds: 0, ttlMs: 0 },
  });
  const platform = platformRoutes(deps, {
    publicConfig: options.publicConfig,
    isReady: async () => true,
    version: UNKNOWN_VERSION,
  });
  return [platform, ...apiRouters(deps)].flatMap((router) =>
    router.stack.flatMap((layer) =>
      layer.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ method, path: String(layer.path) })),
    ),
  );
}

const passThrough: Middleware = (_ctx, next) => next();

const UNKNOWN_VERSION = { version: 'unknown', commit: 'unknown' };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Requests that may write go no further while the store says a write would be lost. */
function refuseWritesUnless(assertWritable: () => void): Middleware {
  return (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method)) assertWritable();
    return next();
  };
}

/** API answers are private and never cached unless a route says otherwise; none hangs. */
function apiDefaults(timeoutMs: number): Middleware<AppState> {
  const limitTime = deadline(timeoutMs);
  return (ctx, next) => {
    if (!API_PATHS.test(ctx.path)) return next();
    ctx.set('Cache-Control', 'no-store');
    return limitTime(ctx, next);
  };
}
