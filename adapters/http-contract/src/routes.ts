import { hrefOf, type HttpMethod } from './endpoints/endpoint';

/**
 * The routes not yet declared in an endpoint table (endpoints/*.endpoints.ts), by name. Paths
 * use `:param` placeholders (@koa/router syntax).
 */
export const routes = {
  // accounts
  promoteToAdmin: { method: 'PATCH', path: '/api/v1/users/admin/:id' },
  isAdmin: { method: 'GET', path: '/api/v1/users/admin/:email' },
  // media: the playlists and pictures, files a table's JSON answers do not describe (the
  // rest in media.endpoints.ts; uploads themselves: tus at /api/v1/uploads, see docs/api.md)
  lessonPlaylist: { method: 'GET', path: '/api/v1/learn/:id/lessons/:lessonId/media/hls/:file' },
  lessonRungPlaylist: {
    method: 'GET',
    path: '/api/v1/learn/:id/lessons/:lessonId/media/hls/:rung/:file',
  },
  picture: { method: 'GET', path: '/media/images/:id' },
  // enrollment: the processor's webhook, whose signature covers the raw bytes
  stripeWebhook: { method: 'POST', path: '/webhooks/stripe' },
} as const satisfies Record<string, { method: HttpMethod; path: string }>;

export type RouteName = keyof typeof routes;

/** Header with the total of a paginated list. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
/** Header cookie-authenticated unsafe requests carry (CSRF defence). */
export const CSRF_HEADER = 'X-Requested-With';
export const CSRF_HEADER_VALUE = 'gs-classroom';

/** Fills a route's `:params`, encoding each value: `pathOf('getUser', { email })`. */
export function pathOf(name: RouteName, params: Record<string, string> = {}): string {
  return hrefOf({ name, path: routes[name].path }, params);
}
