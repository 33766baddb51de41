import { hrefOf, type HttpMethod } from './endpoints/endpoint';

/**
 * The routes not yet declared in an endpoint table (endpoints/*.endpoints.ts), by name. Paths
 * use `:param` placeholders (@koa/router syntax).
 */
export const routes = {
  // accounts
  getUser: { method: 'GET', path: '/api/v1/users/:email' },
  listUsers: { method: 'GET', path: '/api/v1/users' },
  listUsersPrivate: { method: 'GET', path: '/api/v1/users/private' },
  saveUser: { method: 'POST', path: '/api/v1/users' },
  deleteAccount: { method: 'DELETE', path: '/api/v1/users/me' },
  applyAsInstructor: { method: 'PUT', path: '/api/v1/requested/:id' },
  promoteToAdmin: { method: 'PATCH', path: '/api/v1/users/admin/:id' },
  approveApplication: { method: 'PATCH', path: '/api/v1/users/instructor_approved/:id' },
  rejectApplication: { method: 'PATCH', path: '/api/v1/users/instructor_rejected/:id' },
  isAdmin: { method: 'GET', path: '/api/v1/users/admin/:email' },
  isInstructor: { method: 'GET', path: '/api/v1/users/instructor/:email' },
  listApplicants: { method: 'GET', path: '/api/v1/applicants' },
  // learning: the curriculum builder (owner; admins read)
  getCurriculum: { method: 'GET', path: '/api/v1/instructor/courses/:id/curriculum' },
  reorderCurriculum: { method: 'PUT', path: '/api/v1/instructor/courses/:id/curriculum/order' },
  addSection: { method: 'POST', path: '/api/v1/instructor/courses/:id/sections' },
  renameSection: { method: 'PATCH', path: '/api/v1/instructor/courses/:id/sections/:sectionId' },
  deleteSection: { method: 'DELETE', path: '/api/v1/instructor/courses/:id/sections/:sectionId' },
  addLesson: { method: 'POST', path: '/api/v1/instructor/courses/:id/sections/:sectionId/lessons' },
  reviseLesson: { method: 'PUT', path: '/api/v1/instructor/courses/:id/lessons/:lessonId' },
  setLessonPreview: {
    method: 'PATCH',
    path: '/api/v1/instructor/courses/:id/lessons/:lessonId/preview',
  },
  deleteLesson: { method: 'DELETE', path: '/api/v1/instructor/courses/:id/lessons/:lessonId' },
  // learning: the course page and the player
  courseOutline: { method: 'GET', path: '/api/v1/outlines/:id' },
  learningOutline: { method: 'GET', path: '/api/v1/learn/:id' },
  openLesson: { method: 'GET', path: '/api/v1/learn/:id/lessons/:lessonId' },
  heartbeat: { method: 'POST', path: '/api/v1/learn/:id/lessons/:lessonId/heartbeat' },
  completeLesson: { method: 'POST', path: '/api/v1/learn/:id/lessons/:lessonId/complete' },
  reopenLesson: { method: 'POST', path: '/api/v1/learn/:id/lessons/:lessonId/incomplete' },
  quizAttempt: { method: 'POST', path: '/api/v1/learn/:id/lessons/:lessonId/quiz-attempts' },
  // media: an owner's uploads (uploads themselves: tus at /api/v1/uploads, see docs/api.md)
  mediaLibrary: { method: 'GET', path: '/api/v1/media' },
  mediaAsset: { method: 'GET', path: '/api/v1/media/:id' },
  deleteMedia: { method: 'DELETE', path: '/api/v1/media/:id' },
  lessonMedia: { method: 'GET', path: '/api/v1/learn/:id/lessons/:lessonId/media' },
  lessonPlaylist: { method: 'GET', path: '/api/v1/learn/:id/lessons/:lessonId/media/hls/:file' },
  lessonRungPlaylist: {
    method: 'GET',
    path: '/api/v1/learn/:id/lessons/:lessonId/media/hls/:rung/:file',
  },
  picture: { method: 'GET', path: '/media/images/:id' },
  // enrollment: the processor's webhook reads its raw body (see enrollment.endpoints.ts)
  stripeWebhook: { method: 'POST', path: '/webhooks/stripe' },
  // outreach
  contactSupport: { method: 'POST', path: '/api/v1/contact' },
  subscribe: { method: 'POST', path: '/api/v1/subscribers' },
  exportSubscribers: { method: 'GET', path: '/api/v1/admin/subscribers' },
  // mail
  adminOutbox: { method: 'GET', path: '/api/v1/admin/outbox' },
  adminOutboxMessage: { method: 'GET', path: '/api/v1/admin/outbox/:id' },
  // audit
  adminAudit: { method: 'GET', path: '/api/v1/admin/audit' },
  adminAuditPeople: { method: 'GET', path: '/api/v1/admin/audit/people' },
  // editorial: decisions, resubmission, revisions, take-downs, tables (decision 33)
  adminPeople: { method: 'GET', path: '/api/v1/admin/users' },
  suspendUser: { method: 'PATCH', path: '/api/v1/admin/users/:id/suspend' },
  reactivateUser: { method: 'PATCH', path: '/api/v1/admin/users/:id/reactivate' },
  demoteAdmin: { method: 'PATCH', path: '/api/v1/admin/users/:id/demote' },
  adminApplications: { method: 'GET', path: '/api/v1/admin/applications' },
  ownApplication: { method: 'GET', path: '/api/v1/users/me/application' },
  adminOverview: { method: 'GET', path: '/api/v1/admin/overview' },
  dashboardSearch: { method: 'GET', path: '/api/v1/dashboard/search' },
  // notifications: the bell, the desktop app
  notifications: { method: 'GET', path: '/api/v1/notifications' },
  notificationsSince: { method: 'GET', path: '/api/v1/notifications/since' },
  markNotificationsRead: { method: 'POST', path: '/api/v1/notifications/read' },
  // platform
  config: { method: 'GET', path: '/api/v1/config' },
  healthz: { method: 'GET', path: '/healthz' },
  readyz: { method: 'GET', path: '/readyz' },
  version: { method: 'GET', path: '/version' },
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
