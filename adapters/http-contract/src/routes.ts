import { hrefOf, type HttpMethod } from './endpoints/endpoint';

/**
 * The routes not yet declared in an endpoint table (endpoints/*.endpoints.ts), by name. Paths
 * use `:param` placeholders (@koa/router syntax).
 */
export const routes = {
  // accounts
  promoteToAdmin: { method: 'PATCH', path: '/api/v1/users/admin/:id' },
  isAdmin: { method: 'GET', path: '/api/v1/users/admin/:email' },
  // catalogue
  listFeedback: { method: 'GET', path: '/api/v1/feedbacks' },
  topCourses: { method: 'GET', path: '/api/v1/top-courses' },
  listCourses: { method: 'GET', path: '/api/v1/courses' },
  searchCourses: { method: 'GET', path: '/api/v1/all-courses' },
  suggestCourses: { method: 'GET', path: '/api/v1/courses/suggestions' },
  stats: { method: 'GET', path: '/api/v1/stats' },
  addCourse: { method: 'POST', path: '/api/v1/instructor/add' },
  deleteCourse: { method: 'DELETE', path: '/api/v1/instructor/classes/:id' },
  instructorCourses: { method: 'GET', path: '/api/v1/instructor/classes/:email' },
  updateCourse: { method: 'PATCH', path: '/api/v1/instructor/update/:id' },
  courseFigures: { method: 'GET', path: '/api/v1/instructor/courses/:id/figures' },
  courseLearners: { method: 'GET', path: '/api/v1/instructor/courses/:id/learners' },
  courseForPayment: { method: 'GET', path: '/api/v1/course/payment/:id' },
  // media: the playlists and pictures, files a table's JSON answers do not describe (the
  // rest in media.endpoints.ts; uploads themselves: tus at /api/v1/uploads, see docs/api.md)
  lessonPlaylist: { method: 'GET', path: '/api/v1/learn/:id/lessons/:lessonId/media/hls/:file' },
  lessonRungPlaylist: {
    method: 'GET',
    path: '/api/v1/learn/:id/lessons/:lessonId/media/hls/:rung/:file',
  },
  picture: { method: 'GET', path: '/media/images/:id' },
  // certification
  myCertificates: { method: 'GET', path: '/api/v1/certificates' },
  getCertificate: { method: 'GET', path: '/api/v1/certificates/:id' },
  certificatePdf: { method: 'GET', path: '/api/v1/certificates/:id/pdf' },
  verifyCertificate: { method: 'GET', path: '/api/v1/certificates/:id/verification' },
  adminCertificates: { method: 'GET', path: '/api/v1/admin/certificates' },
  revokeCertificate: { method: 'POST', path: '/api/v1/admin/certificates/:id/revocation' },
  didDocument: { method: 'GET', path: '/.well-known/did.json' },
  issuerKeys: { method: 'GET', path: '/.well-known/jwks.json' },
  statusList: { method: 'GET', path: '/credentials/status/:list' },
  // enrollment
  listPayments: { method: 'GET', path: '/api/v1/payments/:email' },
  listEnrollments: { method: 'GET', path: '/api/v1/enrollments/:email' },
  createPaymentIntent: { method: 'POST', path: '/create-payment-intent' },
  recordPayment: { method: 'POST', path: '/payments' },
  enrollForFree: { method: 'POST', path: '/api/v1/free-enrollments' },
  enroll: { method: 'PATCH', path: '/enroll/:id' },
  stripeWebhook: { method: 'POST', path: '/webhooks/stripe' },
  // editorial: decisions, resubmission, revisions, take-downs, tables (decision 33)
  resubmitCourse: { method: 'POST', path: '/api/v1/instructor/courses/:id/resubmit' },
  ownCourses: { method: 'GET', path: '/api/v1/instructor/courses' },
  courseReview: { method: 'GET', path: '/api/v1/courses/:id/review' },
  adminRevisions: { method: 'GET', path: '/api/v1/admin/revisions' },
  approveRevision: { method: 'PATCH', path: '/api/v1/admin/revisions/:id/approve' },
  rejectRevision: { method: 'PATCH', path: '/api/v1/admin/revisions/:id/reject' },
  ownApplication: { method: 'GET', path: '/api/v1/users/me/application' },
  adminOverview: { method: 'GET', path: '/api/v1/admin/overview' },
  dashboardSearch: { method: 'GET', path: '/api/v1/dashboard/search' },
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
