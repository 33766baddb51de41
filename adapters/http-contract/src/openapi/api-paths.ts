import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { email, id } from '../fields';
import {
  adminFlagWire,
  checkoutWire,
  courseFiguresWire,
  courseWire,
  deletedWire,
  enrolledCourseWire,
  feedbackWire,
  enrolledWire,
  insertedWire,
  modifiedWire,
  paymentWire,
  statsWire,
  suggestionWire,
  webhookReceiptWire,
} from '../schemas/answers';
import { addCourseBody, updateCourseBody } from '../schemas/courses';
import { checkoutBody, paymentBody } from '../schemas/payments';
import { catalogQuery, popularQuery, searchQuery, suggestionsQuery } from '../schemas/queries';
import { cacheHeaders, json, listHeaders, notModified, operation } from './operation';

const idPath = z.object({ id });
const emailPath = z.object({ email });
// Paths shared by two methods name their segment `key`: an id for writes, an e-mail for reads.
const keyIdPath = z.object({ key: id.meta({ description: "The record's id" }) });
const keyEmailPath = z.object({ key: email.meta({ description: "The user's e-mail" }) });

const courses = z.array(courseWire);
const modified = json('Done', modifiedWire);

/** A public list: cached briefly, revalidated with its ETag (304 without a body). */
function publicList(description: string, schema: z.ZodType, paged: boolean) {
  const headers = paged ? cacheHeaders.extend(listHeaders.shape) : cacheHeaders;
  return { 200: json(description, schema, headers), 304: notModified };
}

/** The v1 API of the spec (section 7), its platform routes and the processor's webhook. */
export const apiPaths: ZodOpenApiPathsObject = {
  '/api/v1/users/admin/{key}': {
    patch: operation({
      operationId: 'promoteToAdmin',
      tags: ['admin'],
      summary: 'Make a user admin',
      requestParams: { path: keyIdPath },
      ok: { 200: modified },
      errors: [400, 401, 403, 404, 409, 503],
    }),
    get: operation({
      operationId: 'isAdmin',
      tags: ['accounts'],
      summary: 'Is this user an admin? (self or admin)',
      requestParams: { path: keyEmailPath },
      ok: { 200: json('The flag', adminFlagWire) },
      errors: [400, 401, 403, 404, 503],
    }),
  },
  '/api/v1/feedbacks': {
    get: operation({
      operationId: 'listFeedback',
      tags: ['catalogue'],
      summary: 'Testimonials',
      public: true,
      ok: publicList('Feedback', z.array(feedbackWire), false),
      errors: [400, 503],
    }),
  },
  '/api/v1/top-courses': {
    get: operation({
      operationId: 'topCourses',
      tags: ['catalogue'],
      summary: 'Most enrolled approved courses',
      public: true,
      requestParams: { query: popularQuery },
      ok: publicList('Courses', courses, false),
      errors: [400, 503],
    }),
  },
  '/api/v1/courses': {
    get: operation({
      operationId: 'listCourses',
      tags: ['catalogue'],
      summary: 'Approved courses, newest first',
      public: true,
      requestParams: { query: catalogQuery },
      ok: publicList('One page of courses', courses, true),
      errors: [400, 503],
    }),
  },
  '/api/v1/all-courses': {
    get: operation({
      operationId: 'searchCourses',
      tags: ['catalogue'],
      summary: 'Search approved courses',
      description:
        'Blank `search` lists every approved course. Each word also matches the words it ' +
        'starts, and a word of five letters or more one typo away. Limited per client (429).',
      public: true,
      requestParams: { query: searchQuery },
      ok: publicList('One page of courses', courses, true),
      errors: [400, 429, 503],
    }),
  },
  '/api/v1/courses/suggestions': {
    get: operation({
      operationId: 'suggestCourses',
      tags: ['catalogue'],
      summary: 'A few course titles for the text typed so far',
      description: 'The best matches of the same search; blank text suggests nothing.',
      public: true,
      requestParams: { query: suggestionsQuery },
      ok: publicList('Up to six titles', z.array(suggestionWire), false),
      errors: [400, 429, 503],
    }),
  },
  '/api/v1/stats': {
    get: operation({
      operationId: 'stats',
      tags: ['catalogue'],
      summary: 'Platform figures for the home page',
      public: true,
      ok: publicList('Figures', statsWire, false),
      errors: [400, 503],
    }),
  },
  '/api/v1/instructor/add': {
    post: operation({
      operationId: 'addCourse',
      tags: ['instructor'],
      summary: 'Submit a course (approved instructors)',
      description:
        "The instructor's fields, rating, enrollment count and status of the spec's payload " +
        'are accepted and ignored: a new course is pending, by the caller, with nobody enrolled.',
      body: addCourseBody,
      ok: { 201: json('Created', insertedWire) },
      errors: [400, 401, 403, 413, 415, 422, 503],
      idempotent: true,
    }),
  },
  '/api/v1/instructor/classes/{key}': {
    delete: operation({
      operationId: 'deleteCourse',
      tags: ['instructor'],
      summary: 'Delete an own course that is not approved',
      requestParams: { path: keyIdPath },
      ok: { 200: json('Deleted', deletedWire) },
      errors: [400, 401, 403, 404, 409, 503],
    }),
    get: operation({
      operationId: 'instructorCourses',
      tags: ['instructor'],
      summary: "An instructor's courses (self or admin)",
      requestParams: { path: keyEmailPath },
      ok: { 200: json('Courses', courses, listHeaders) },
      errors: [400, 401, 403, 503],
    }),
  },
  '/api/v1/instructor/update/{id}': {
    patch: operation({
      operationId: 'updateCourse',
      tags: ['instructor'],
      summary: 'Update an own course (strict body)',
      requestParams: { path: idPath },
      body: updateCourseBody,
      ok: { 200: modified },
      errors: [400, 401, 403, 404, 413, 415, 422, 503],
    }),
  },
  '/api/v1/instructor/courses/{id}/figures': {
    get: operation({
      operationId: 'courseFigures',
      tags: ['instructor'],
      summary: 'Enrollments and revenue of a course (owner or admin)',
      requestParams: { path: idPath },
      ok: { 200: json('Figures', courseFiguresWire) },
      errors: [400, 401, 403, 404, 503],
    }),
  },
  '/api/v1/course/payment/{id}': {
    get: operation({
      operationId: 'courseForPayment',
      tags: ['catalogue'],
      summary: 'One course (signed in; unapproved ones to their owner and admins)',
      requestParams: { path: idPath },
      ok: { 200: json('The course', courseWire) },
      errors: [400, 401, 403, 404, 503],
    }),
  },
  '/api/v1/payments/{email}': {
    get: operation({
      operationId: 'listPayments',
      tags: ['enrollment'],
      summary: "A student's payments (self or admin)",
      requestParams: { path: emailPath },
      ok: { 200: json('Payments', z.array(paymentWire)) },
      errors: [400, 401, 403, 503],
    }),
  },
  '/api/v1/enrollments/{email}': {
    get: operation({
      operationId: 'listEnrollments',
      tags: ['enrollment'],
      summary: "A student's enrolled courses (self or admin)",
      requestParams: { path: emailPath },
      ok: { 200: json('Enrollments', z.array(enrolledCourseWire)) },
      errors: [400, 401, 403, 503],
    }),
  },
  '/create-payment-intent': {
    post: operation({
      operationId: 'createPaymentIntent',
      tags: ['enrollment'],
      summary: 'Open a card payment for a course at its stored price',
      description: "A `price` in the body is ignored: the course's stored price is charged.",
      body: checkoutBody,
      ok: { 200: json('The intent', checkoutWire) },
      errors: [400, 401, 403, 404, 409, 413, 415, 422, 429, 503],
      idempotent: true,
    }),
  },
  '/payments': {
    post: operation({
      operationId: 'recordPayment',
      tags: ['enrollment'],
      summary: 'Report a confirmed card payment; the server verifies it and enrols',
      description:
        'Only `transactionId` (and `courseId`, which must be the paid course) is read: amount, ' +
        'payer and course come from the processor. 201 the first time, 200 when already recorded.',
      body: paymentBody,
      ok: { 200: json('Already recorded', insertedWire), 201: json('Recorded', insertedWire) },
      errors: [400, 401, 403, 413, 415, 422, 429, 503],
    }),
  },
  '/api/v1/free-enrollments': {
    post: operation({
      operationId: 'enrollForFree',
      tags: ['enrollment'],
      summary: 'Enroll in a free course at once, with no payment intent',
      description:
        'Only for an approved course priced 0 (a priced course answers 422 `payment_required`). ' +
        'A $0 payment record is kept, so the enrollment counts and lists like a paid one. ' +
        '201 when enrolled now, 200 when already enrolled.',
      body: checkoutBody,
      ok: { 200: json('Already enrolled', enrolledWire), 201: json('Enrolled', enrolledWire) },
      errors: [400, 401, 403, 404, 413, 415, 422, 429, 503],
    }),
  },
  '/enroll/{id}': {
    patch: operation({
      operationId: 'enroll',
      tags: ['enrollment'],
      summary: 'Whether the caller is enrolled (changes nothing)',
      description:
        'modifiedCount 1 when enrolled, 0 when not: enrollment needs a verified payment.',
      requestParams: { path: idPath },
      ok: { 200: modified },
      errors: [400, 401, 403, 404, 503],
    }),
  },
  '/webhooks/stripe': {
    post: {
      ...operation({
        operationId: 'stripeWebhook',
        tags: ['enrollment'],
        summary: "The card processor's signed events (raw body, Stripe-Signature header)",
        description:
          'The signature covers the bytes as sent, so the body is read raw and checked before ' +
          'it is parsed; the intent is then retrieved from Stripe, never taken from the event.',
        public: true,
        requestParams: {
          header: z.object({
            'Stripe-Signature': z.string().meta({ description: "Stripe's signature header" }),
          }),
        },
        ok: { 200: json('Handled', webhookReceiptWire) },
        errors: [400, 413, 503],
      }),
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: z.looseObject({}).meta({ description: 'A Stripe event, as Stripe signed it' }),
          },
        },
      },
    },
  },
};
