export { createApp, routeTable } from './create-app';
export {
  DEFAULT_RATE_LIMITS,
  type AppOptions,
  type MountableRouter,
  type RateLimits,
} from './app-options';
export type { AppState, AppContext } from './app-state';
export type { Authenticator } from './middleware/authenticate';
export type { LimiterFactory, RateLimitRule } from './middleware/rate-limit';
export type { RequestSample } from './middleware/request-metrics';
export { currentRequestScope } from './middleware/request-scope';
export type { MetricsEndpoint } from './resources/platform/metrics.routes';
export { contentSecurityPolicy } from './middleware/security-headers';
