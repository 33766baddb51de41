import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Lesson } from '@classroom/core';
import { aMediaAsset, aQuizDraft } from '@classroom/core/testing';
import { served } from './support/conformance';
import { CALLERS, readMatrix, type Caller } from './support/matrix';
import { checkAgainstOpenApi } from './support/openapi';
import { givenLearner, givenStudentReview } from './support/reviews';
import { EMAILS, testWorld, type Role, type TestWorld } from './support/world';

const MATRIX = readMatrix(fileURLToPath(new URL('../../../docs/api.md', import.meta.url)));

const ROLE_OF: Record<Caller, Role | null> = {
  anonymous: null,
  student: 'student',
  applicant: 'applicant',
  instructor: 'instructor',
  'other instructor': 'otherInstructor',
  admin: 'admin',
};

interface Call {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

const REASON = { reason: 'The description does not say what students will learn.' };

const courseBody = {
  courseName: 'Testing in depth',
  courseCategory: 'Computer Science',
  courseImage: 'https://images.classroom.test/testing.png',
  price: 29.5,
  shortDescription: 'Tests that catch bugs',
  detailedDescription: 'From unit tests to fault injection.',
  language: 'English',
  certificate: 'Yes',
  lectures: 10,
};

/** The request of each matrix row, for a caller (`self` is the caller's own e-mail or record). */
const CALLS: Record<string, (world: TestWorld, self: Role | null) => Call | Promise<Call>> = {
  'GET /api/v1/users/{email}|the student': () => get(`/api/v1/users/${EMAILS.student}`),
  'GET /api/v1/users|': () => get('/api/v1/users?page=1'),
  'GET /api/v1/users/private|': () => get('/api/v1/users/private'),
  'POST /api/v1/users|own record': (_, self) => ({
    method: 'post',
    path: '/api/v1/users',
    body: { displayName: 'New Name', photoURL: '/demo/me.svg', email: EMAILS[self ?? 'student'] },
  }),
  "POST /api/v1/users|the student's e-mail": () => ({
    method: 'post',
    path: '/api/v1/users',
    body: { displayName: 'New Name', photoURL: '/demo/me.svg', email: EMAILS.student },
  }),
  'DELETE /api/v1/users/me|own account': (_, self) => ({
    method: 'delete',
    path: '/api/v1/users/me',
    body: { confirmEmail: EMAILS[self ?? 'student'] },
  }),
  'PUT /api/v1/requested/{id}|own record': (world, self) => ({
    method: 'put',
    path: `/api/v1/requested/${world.users[self ?? 'student'].id}`,
    body: { category: 'Business', experience: 'Beginner', title: 'Coach', status: 'applied' },
  }),
  "PUT /api/v1/requested/{id}|the student's record": (world) => ({
    method: 'put',
    path: `/api/v1/requested/${world.users.student.id}`,
    body: { category: 'Business', experience: 'Beginner', title: 'Coach' },
  }),
  'PATCH /api/v1/users/admin/{id}|the student': (world) =>
    patch(`/api/v1/users/admin/${world.users.student.id}`),
  'PATCH /api/v1/users/instructor_approved/{id}|the applicant': (world) =>
    patch(`/api/v1/users/instructor_approved/${world.users.applicant.id}`),
  'PATCH /api/v1/users/instructor_rejected/{id}|the applicant': (world) => ({
    method: 'patch',
    path: `/api/v1/users/instructor_rejected/${world.users.applicant.id}`,
    body: REASON,
  }),
  'GET /api/v1/users/admin/{email}|the student': () => get(`/api/v1/users/admin/${EMAILS.student}`),
  'GET /api/v1/users/instructor/{email}|the instructor': () =>
    get(`/api/v1/users/instructor/${EMAILS.instructor}`),
  'GET /api/v1/applicants|': () => get('/api/v1/applicants'),
  'GET /api/v1/feedbacks|': () => get('/api/v1/feedbacks'),
  'GET /api/v1/top-courses|': () => get('/api/v1/top-courses?status=1'),
  'GET /api/v1/courses|': () => get('/api/v1/courses?status=1'),
  'GET /api/v1/all-courses|': () => get('/api/v1/all-courses?status=1&search=course'),
  'GET /api/v1/courses/suggestions|': () => get('/api/v1/courses/suggestions?q=cour'),
  'GET /api/v1/stats|': () => get('/api/v1/stats'),
  'GET /api/v1/config|': () => get('/api/v1/config'),
  'GET /api/v1/admin/courses|': () => get('/api/v1/admin/courses'),
  'GET /api/v1/admin/outbox|': () => get('/api/v1/admin/outbox'),
  'GET /api/v1/admin/outbox/{id}|an unknown message': () => get('/api/v1/admin/outbox/mail-none'),
  'GET /api/v1/admin/audit|': () => get('/api/v1/admin/audit?kind=course-approved'),
  'GET /api/v1/admin/audit/people|': () => get('/api/v1/admin/audit/people'),
  'PATCH /api/v1/courses/approved/{id}|a pending course': (world) =>
    patch(`/api/v1/courses/approved/${world.courses.pending.id}`),
  'PATCH /api/v1/courses/rejected/{id}|a pending course': (world) => ({
    method: 'patch',
    path: `/api/v1/courses/rejected/${world.courses.pending.id}`,
    body: REASON,
  }),
  "POST /api/v1/instructor/courses/{id}/resubmit|the instructor's rejected course": (world) => ({
    method: 'post',
    path: `/api/v1/instructor/courses/${world.courses.rejected.id}/resubmit`,
    body: {},
  }),
  'GET /api/v1/instructor/courses|': () => get('/api/v1/instructor/courses?pendingFirst=true'),
  'GET /api/v1/users/me/application|': () => get('/api/v1/users/me/application'),
  "GET /api/v1/courses/{id}/review|the instructor's pending course": (world) =>
    get(`/api/v1/courses/${world.courses.pending.id}/review`),
  'PATCH /api/v1/admin/courses/{id}/unpublish|an approved course': (world) => ({
    method: 'patch',
    path: `/api/v1/admin/courses/${world.courses.approved.id}/unpublish`,
    body: REASON,
  }),
  'GET /api/v1/admin/revisions|': () => get('/api/v1/admin/revisions?state=pending'),
  'PATCH /api/v1/admin/revisions/{id}/approve|a course without a revision': (world) => ({
    method: 'patch',
    path: `/api/v1/admin/revisions/${world.courses.approved.id}/approve`,
    body: { version: 1 },
  }),
  'PATCH /api/v1/admin/revisions/{id}/reject|a course without a revision': (world) => ({
    method: 'patch',
    path: `/api/v1/admin/revisions/${world.courses.approved.id}/reject`,
    body: { version: 1, ...REASON },
  }),
  'GET /api/v1/admin/users|': () => get('/api/v1/admin/users?q=classroom&sort=name'),
  'PATCH /api/v1/admin/users/{id}/suspend|the student': (world) => ({
    method: 'patch',
    path: `/api/v1/admin/users/${world.users.student.id}/suspend`,
    body: REASON,
  }),
  'PATCH /api/v1/admin/users/{id}/reactivate|the student': (world) => ({
    method: 'patch',
    path: `/api/v1/admin/users/${world.users.student.id}/reactivate`,
    body: {},
  }),
  'PATCH /api/v1/admin/users/{id}/demote|the student': (world) => ({
    method: 'patch',
    path: `/api/v1/admin/users/${world.users.student.id}/demote`,
    body: {},
  }),
  'GET /api/v1/admin/applications|': () => get('/api/v1/admin/applications?pendingFirst=true'),
  'GET /api/v1/admin/overview|': () => get('/api/v1/admin/overview'),
  'GET /api/v1/dashboard/search|': () => get('/api/v1/dashboard/search?q=course'),
  'GET /api/v1/notifications|': () => get('/api/v1/notifications'),
  'GET /api/v1/notifications/since|': () => get('/api/v1/notifications/since'),
  'POST /api/v1/notifications/read|': () => ({
    method: 'post',
    path: '/api/v1/notifications/read',
    body: {},
  }),
  'POST /api/v1/instructor/add|': () => ({
    method: 'post',
    path: '/api/v1/instructor/add',
    body: courseBody,
  }),
  "DELETE /api/v1/instructor/classes/{id}|the instructor's pending course": (world) => ({
    method: 'delete',
    path: `/api/v1/instructor/classes/${world.courses.pending.id}`,
  }),
  "DELETE /api/v1/instructor/classes/{id}|the instructor's approved course": (world) => ({
    method: 'delete',
    path: `/api/v1/instructor/classes/${world.courses.approved.id}`,
  }),
  'GET /api/v1/instructor/classes/{email}|the instructor': () =>
    get(`/api/v1/instructor/classes/${EMAILS.instructor}`),
  "PATCH /api/v1/instructor/update/{id}|the instructor's pending course": (world) => ({
    method: 'patch',
    path: `/api/v1/instructor/update/${world.courses.pending.id}`,
    body: courseBody,
  }),
  "GET /api/v1/instructor/courses/{id}/figures|the instructor's approved course": (world) =>
    get(`/api/v1/instructor/courses/${world.courses.approved.id}/figures`),
  "GET /api/v1/instructor/courses/{id}/learners|the instructor's approved course": (world) =>
    get(`/api/v1/instructor/courses/${world.courses.approved.id}/learners?page=1&limit=5`),
  'GET /api/v1/course/payment/{id}|an approved course': (world) =>
    get(`/api/v1/course/payment/${world.courses.approved.id}`),
  "GET /api/v1/course/payment/{id}|the instructor's pending course": (world) =>
    get(`/api/v1/course/payment/${world.courses.pending.id}`),
  'GET /api/v1/payments/{email}|the student': () => get(`/api/v1/payments/${EMAILS.student}`),
  'GET /api/v1/enrollments/{email}|the student': () => get(`/api/v1/enrollments/${EMAILS.student}`),
  'POST /create-payment-intent|an approved course': (world) => ({
    method: 'post',
    path: '/create-payment-intent',
    body: { courseId: world.courses.approved.id },
  }),
  'POST /api/v1/free-enrollments|a free course': (world) => ({
    method: 'post',
    path: '/api/v1/free-enrollments',
    body: { courseId: world.courses.free.id },
  }),
  'POST /api/v1/free-enrollments|an approved course': (world) => ({
    method: 'post',
    path: '/api/v1/free-enrollments',
    body: { courseId: world.courses.approved.id },
  }),
  'POST /payments|own paid intent': (world, self) => ({
    method: 'post',
    path: '/payments',
    body: {
      transactionId: world.paidIntent('pi_own', EMAILS[self ?? 'student']),
      courseId: world.courses.approved.id,
    },
  }),
  "POST /payments|the student's paid intent": (world) => ({
    method: 'post',
    path: '/payments',
    body: {
      transactionId: world.paidIntent('pi_student', EMAILS.student),
      courseId: world.courses.approved.id,
    },
  }),
  'PATCH /enroll/{id}|an approved course': (world) => patch(`/enroll/${world.courses.approved.id}`),
  'POST /webhooks/stripe|a signed event': (world) => {
    const raw = JSON.stringify({ id: 'evt_1', type: 'customer.created' });
    return {
      method: 'post',
      path: '/webhooks/stripe',
      body: raw,
      headers: {
        'Content-Type': 'application/json',
        'Stripe-Signature': world.gateway.sign(Buffer.from(raw)),
      },
    };
  },
  'POST /api/v1/contact|a message': () => ({
    method: 'post',
    path: '/api/v1/contact',
    body: {
      name: 'Sam',
      email: 'sam@example.com',
      subject: 'Hello',
      message: 'A question about refunds.',
    },
  }),
  'POST /api/v1/subscribers|an address': () => ({
    method: 'post',
    path: '/api/v1/subscribers',
    body: { email: 'reader@example.com' },
  }),
  'GET /api/v1/admin/subscribers|': () => get('/api/v1/admin/subscribers'),
  'GET /healthz|': () => get('/healthz'),
  'GET /readyz|': () => get('/readyz'),
  'GET /version|': () => get('/version'),
  "GET /api/v1/instructor/courses/{id}/curriculum|the instructor's approved course": (world) =>
    get(`/api/v1/instructor/courses/${world.courses.approved.id}/curriculum`),
  "POST /api/v1/instructor/courses/{id}/sections|the instructor's approved course": (world) => ({
    method: 'post',
    path: `/api/v1/instructor/courses/${world.courses.approved.id}/sections`,
    body: { title: 'Basics' },
  }),
  "GET /api/v1/outlines/{id}|the instructor's approved course": (world) =>
    get(`/api/v1/outlines/${world.courses.approved.id}`),
  'GET /api/v1/media|': () => get('/api/v1/media'),
  'GET /api/v1/courses/{id}/reviews|an approved course': (world) =>
    get(`/api/v1/courses/${world.courses.approved.id}/reviews?sort=helpful`),
  "GET /api/v1/courses/{id}/reviews|the instructor's rejected course": (world) =>
    get(`/api/v1/courses/${world.courses.rejected.id}/reviews`),
  'GET /api/v1/courses/{id}/reviews/mine|an approved course': (world) =>
    get(`/api/v1/courses/${world.courses.approved.id}/reviews/mine`),
  'POST /api/v1/courses/{id}/reviews|an approved course the student has a completed lesson in':
    async (world) => {
      await givenLearner(world, 'student');
      return {
        method: 'post',
        path: `/api/v1/courses/${world.courses.approved.id}/reviews`,
        body: { rating: 5, text: 'Worth it.' },
      };
    },
  "PATCH /api/v1/reviews/{id}|the student's review": async (world) => ({
    method: 'patch',
    path: `/api/v1/reviews/${await givenStudentReview(world)}`,
    body: { rating: 3, text: 'Changed my mind.' },
  }),
  "POST /api/v1/reviews/{id}/reply|the student's review": async (world) => ({
    method: 'post',
    path: `/api/v1/reviews/${await givenStudentReview(world)}/reply`,
    body: { text: 'Thank you!' },
  }),
  "POST /api/v1/reviews/{id}/hide|the student's review": async (world) => ({
    method: 'post',
    path: `/api/v1/reviews/${await givenStudentReview(world)}/hide`,
    body: { reason: 'Off topic' },
  }),
  "POST /api/v1/reviews/{id}/helpful|the student's review": async (world) => ({
    method: 'post',
    path: `/api/v1/reviews/${await givenStudentReview(world)}/helpful`,
    body: {},
  }),
  "GET /api/v1/learn/{id}/lessons/{lessonId}/media|a lesson of the instructor's approved course":
    async (world) => get(`${await aVideoLesson(world)}/media`),
  "GET /api/v1/learn/{id}/lessons/{lessonId}/media/hls/{file}|a lesson of the instructor's approved course":
    async (world) => get(`${await aVideoLesson(world)}/media/hls/master.m3u8`),
  "GET /api/v1/learn/{id}/lessons/{lessonId}/media/hls/{rung}/{file}|a lesson of the instructor's approved course":
    async (world) => get(`${await aVideoLesson(world)}/media/hls/360p/index.m3u8`),
  "POST /api/v1/learn/{id}/lessons/{lessonId}/heartbeat|a lesson of the instructor's approved course":
    async (world) => ({
      method: 'post',
      path: `${await aVideoLesson(world)}/heartbeat`,
      body: { from: 0, to: 1, position: 1 },
    }),
  "POST /api/v1/learn/{id}/lessons/{lessonId}/quiz-attempts|a preview quiz of the instructor's approved course":
    async (world) => ({
      method: 'post',
      path: `${await aPreviewQuiz(world)}/quiz-attempts`,
      body: { answers: [[1], [0, 2]] },
    }),
  "GET /api/v1/media/{id}|the instructor's picture": () => get('/api/v1/media/m-picture'),
  "GET /media/images/{id}|the instructor's picture": async (world) => {
    const [rendition] = (await world.store.mediaAssets.findById('m-picture'))!.variants;
    await world.storage.put(rendition!.key, new Uint8Array(rendition!.size), {
      contentType: rendition!.contentType,
    });
    return get('/media/images/m-picture?w=320');
  },
  "DELETE /api/v1/media/{id}|the instructor's picture": () => ({
    method: 'delete',
    path: '/api/v1/media/m-picture',
  }),
  "GET /api/v1/learn/{id}|the instructor's approved course": (world) =>
    get(`/api/v1/learn/${world.courses.approved.id}`),
  'GET /api/v1/certificates|': () => get('/api/v1/certificates'),
  "GET /api/v1/certificates/{id}|the student's certificate": (world) =>
    get(`/api/v1/certificates/${world.certificate.id}`),
  "GET /api/v1/certificates/{id}/pdf|the student's certificate": (world) =>
    get(`/api/v1/certificates/${world.certificate.id}/pdf`),
  "GET /api/v1/certificates/{id}/verification|the student's certificate": (world) =>
    get(`/api/v1/certificates/${world.certificate.id}/verification`),
  'GET /api/v1/certificates/{id}/verification|an unknown certificate': () =>
    get('/api/v1/certificates/GSC-ZZZZ-ZZZZ/verification'),
  'GET /api/v1/admin/certificates|': () => get('/api/v1/admin/certificates'),
  "POST /api/v1/admin/certificates/{id}/revocation|the student's certificate": (world) => ({
    method: 'post',
    path: `/api/v1/admin/certificates/${world.certificate.id}/revocation`,
    body: { reason: 'Issued by mistake' },
  }),
  'GET /.well-known/did.json|': () => get('/.well-known/did.json'),
  'GET /.well-known/jwks.json|': () => get('/.well-known/jwks.json'),
  'GET /credentials/status/{list}|the first list': () => get('/credentials/status/0'),
  "GET /api/v1/enrollments/{id}/refund|the student's paid enrollment": async (world) =>
    get(`/api/v1/enrollments/${await paidEnrollment(world)}/refund`),
  "POST /api/v1/enrollments/{id}/refund-requests|the student's paid enrollment": async (world) => ({
    method: 'post',
    path: `/api/v1/enrollments/${await paidEnrollment(world)}/refund-requests`,
    body: { reason: 'Not what I expected' },
  }),
  'GET /api/v1/refund-requests|': () => get('/api/v1/refund-requests'),
  'GET /api/v1/admin/refund-requests|': () => get('/api/v1/admin/refund-requests?status=pending'),
  "PATCH /api/v1/admin/refund-requests/{id}/approve|the student's pending request": async (
    world,
  ) => ({
    method: 'patch',
    path: `/api/v1/admin/refund-requests/${await pendingRefund(world)}/approve`,
    body: {},
  }),
  "PATCH /api/v1/admin/refund-requests/{id}/decline|the student's pending request": async (
    world,
  ) => ({
    method: 'patch',
    path: `/api/v1/admin/refund-requests/${await pendingRefund(world)}/decline`,
    body: { reason: 'Most of the course watched' },
  }),
  'GET /api/v1/admin/refund-settings|': () => get('/api/v1/admin/refund-settings'),
  'PUT /api/v1/admin/refund-settings|': () => ({
    method: 'put',
    path: '/api/v1/admin/refund-settings',
    body: { autoApprove: true },
  }),
  'GET /api/v1/admin/payments|': () => get('/api/v1/admin/payments?student=student&page=1'),
  'GET /api/v1/admin/revenue|': () => get('/api/v1/admin/revenue?days=7'),
  'GET /api/v1/admin/earnings/{id}|the instructor': (world) =>
    get(`/api/v1/admin/earnings/${world.users.instructor.id}`),
  'POST /api/v1/admin/payouts|the instructor, over the balance': (world) => ({
    method: 'post',
    path: '/api/v1/admin/payouts',
    body: {
      instructorId: world.users.instructor.id,
      amountCents: 100,
      method: 'Bank transfer',
      reference: 'T-1',
    },
  }),
  'GET /api/v1/admin/payouts|': () => get('/api/v1/admin/payouts'),
  'POST /api/v1/admin/fee-adjustments|the instructor': (world) => ({
    method: 'post',
    path: '/api/v1/admin/fee-adjustments',
    body: { instructorId: world.users.instructor.id, amountCents: 250, memo: 'Fee returned' },
  }),
  'GET /api/v1/instructor/earnings|': () => get('/api/v1/instructor/earnings'),
  'GET /api/v1/instructor/earnings/revenue|': () => get('/api/v1/instructor/earnings/revenue'),
  "GET /api/v1/instructor/earnings/revenue|the instructor's approved course": (world) =>
    get(`/api/v1/instructor/earnings/revenue?courseId=${world.courses.approved.id}&days=7`),
  'GET /api/v1/instructor/earnings/statement|': () => get('/api/v1/instructor/earnings/statement'),
  'GET /api/v1/instructor/payouts|': () => get('/api/v1/instructor/payouts'),
};

/** The student pays for the approved course; the id of the enrollment it bought. */
async function paidEnrollment(world: TestWorld): Promise<string> {
  const student = world.users.student;
  await world.useCases.confirmPayment.execute(
    { transactionId: world.paidIntent('pi_refundable', student.email) },
    { email: student.email },
  );
  const [enrollment] = await world.store.enrollments.enrollmentsOf(student.email);
  return enrollment!.id;
}

/** The student's refund request of that enrollment, awaiting a decision. */
async function pendingRefund(world: TestWorld): Promise<string> {
  const student = world.users.student;
  const request = await world.useCases.requestRefund.execute(
    await paidEnrollment(world),
    {},
    { email: student.email },
  );
  return request.id;
}

function get(path: string): Call {
  return { method: 'get', path };
}

function patch(path: string): Call {
  return { method: 'patch', path };
}

/** A video lesson of the instructor's approved course, its HLS ladder stored: its API path. */
async function aVideoLesson(world: TestWorld): Promise<string> {
  const hls = {
    role: 'hls' as const,
    key: 'm-video/hls/master.m3u8',
    contentType: 'application/vnd.apple.mpegurl',
    width: 640,
    height: 360,
    size: 100,
  };
  const asset = aMediaAsset({ id: 'm-video', kind: 'video', by: world.users.instructor });
  asset.addVariants([hls], world.clock.now());
  await world.store.mediaAssets.insert(asset);
  const playlists = {
    'master.m3u8': '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=928000\n360p/index.m3u8\n',
    '360p/index.m3u8': '#EXTM3U\n#EXTINF:6.0,\n0000.ts\n#EXT-X-ENDLIST\n',
  };
  for (const [name, text] of Object.entries(playlists)) {
    await world.storage.put(`m-video/hls/${name}`, new TextEncoder().encode(text), {
      contentType: hls.contentType,
    });
  }
  return givenLesson(world, {
    id: 'l-video',
    title: 'Welcome',
    preview: false,
    durationSeconds: 95,
    content: { kind: 'video', source: { type: 'asset', assetId: 'm-video' }, captionsUrl: null },
  });
}

/** A preview quiz of the instructor's approved course, which anyone signed in may open: its path. */
function aPreviewQuiz(world: TestWorld): Promise<string> {
  return givenLesson(world, {
    ...aQuizDraft({ attemptsLimit: null }, { preview: true }),
    id: 'l-quiz',
  } as LessonAlone);
}

type LessonAlone = Omit<Lesson, 'sectionId' | 'position'>;

/** A lesson in a section of its own of the instructor's approved course: its API path. */
async function givenLesson(world: TestWorld, lesson: LessonAlone): Promise<string> {
  const course = world.courses.approved.id;
  const sectionId = `s-${lesson.id}`;
  await world.store.curricula.insertSection({
    id: sectionId,
    courseId: course,
    position: 0,
    title: 'A',
  });
  await world.store.curricula.insertLesson(course, { ...lesson, sectionId, position: 0 } as Lesson);
  return `/api/v1/learn/${course}/lessons/${lesson.id}`;
}

describe('authorization matrix (docs/api.md)', () => {
  it('has a request for every row and a row for every request', () => {
    const documented = MATRIX.map((row) => `${row.route}|${row.target}`).sort();
    expect(documented).toEqual(Object.keys(CALLS).sort());
  });

  const cells = MATRIX.flatMap((row) =>
    CALLERS.map((caller) => ({ ...row, caller, status: row.expected[caller] })),
  );

  it.each(cells)(
    '$route ($target) as $caller -> $status',
    async ({ route, target, caller, status }) => {
      const world = await testWorld();
      const role = ROLE_OF[caller];
      const build = CALLS[`${route}|${target}`];
      if (!build) throw new Error(`No request for ${route} (${target})`);
      const call = await build(world, role);
      let req = served(world)[call.method](call.path);
      if (role) req = req.set('Authorization', world.bearer(role));
      for (const [name, value] of Object.entries(call.headers ?? {})) req = req.set(name, value);
      const response = await (call.body === undefined ? req : req.send(call.body as object));
      expect(response.status, JSON.stringify(response.body)).toBe(status);
      expect(checkAgainstOpenApi(call.method, call.path, response.status, response.body)).toEqual(
        [],
      );
    },
  );
});
