import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  helpfulWire,
  hideReviewBody,
  replyBody,
  reviewBody,
  reviewCourseParams,
  reviewParams,
  reviewStandingWire,
  reviewWire,
  reviewsPageWire,
  reviewsQuery,
} from '../schemas/reviews';
import { json, listHeaders, operation } from './operation';

/** Students' reviews of courses (decisions 35 and 46). */
export const reviewPaths: ZodOpenApiPathsObject = {
  '/api/v1/courses/{id}/reviews': {
    get: operation({
      operationId: 'courseReviews',
      tags: ['reviews'],
      summary: "A course's visible reviews, newest or most helpful first, paged",
      description:
        'Reviews hidden by an admin or withdrawn by a refund are never listed. The course ' +
        'answers 404 when unknown, and when it is not approved (taken down, pending, rejected) ' +
        'to anyone but its owner, admins and its enrolled students.',
      public: true,
      requestParams: { path: reviewCourseParams, query: reviewsQuery },
      ok: { 200: json('A page of reviews', reviewsPageWire, listHeaders) },
      errors: [400, 404, 503],
    }),
    post: operation({
      operationId: 'postReview',
      tags: ['reviews'],
      summary: 'The signed-in student reviews the course: 1 to 5 stars and their words',
      description:
        'Only a student enrolled in the course with at least one completed lesson (403 ' +
        '`not_enrolled`, `no_completed_lesson`), once per person and course, ever (409 ' +
        '`already_reviewed`, also after a refund and a new purchase: they edit it instead). ' +
        "The course's average and count change in the same transaction; its instructor is told.",
      requestParams: { path: reviewCourseParams },
      body: reviewBody,
      ok: { 201: json('The review', reviewWire) },
      errors: [400, 401, 403, 409, 422, 503],
    }),
  },
  '/api/v1/courses/{id}/reviews/mine': {
    get: operation({
      operationId: 'myReview',
      tags: ['reviews'],
      summary: 'Whether the caller may review the course, why not, and their own review',
      requestParams: { path: reviewCourseParams },
      ok: { 200: json("The caller's standing", reviewStandingWire) },
      errors: [400, 401, 403, 503],
    }),
  },
  '/api/v1/reviews/{id}': {
    patch: operation({
      operationId: 'editReview',
      tags: ['reviews'],
      summary: 'The author changes their rating and words',
      description:
        "Anyone else's review answers 404. A review a refund withdrew is edited only from a " +
        'new enrollment with a completed lesson (403 `not_enrolled`, `no_completed_lesson`), ' +
        'which brings it back into the list and the average.',
      requestParams: { path: reviewParams },
      body: reviewBody,
      ok: { 200: json('The review', reviewWire) },
      errors: [400, 401, 403, 404, 409, 422, 503],
    }),
  },
  '/api/v1/reviews/{id}/reply': {
    post: operation({
      operationId: 'replyToReview',
      tags: ['reviews'],
      summary: "The course's instructor replies to a review, once",
      description: "Another course's review answers 404; a second reply 409 `already_replied`.",
      requestParams: { path: reviewParams },
      body: replyBody,
      ok: { 200: json('The review with its reply', reviewWire) },
      errors: [400, 401, 403, 404, 409, 422, 503],
    }),
  },
  '/api/v1/reviews/{id}/hide': {
    post: operation({
      operationId: 'hideReview',
      tags: ['reviews'],
      summary: "Admin only: hides a review with a reason, out of the list and the course's average",
      description: 'Recorded in the audit log (`review-hidden`).',
      requestParams: { path: reviewParams },
      body: hideReviewBody,
      ok: { 200: json('The hidden review', reviewWire) },
      errors: [400, 401, 403, 404, 409, 422, 503],
    }),
  },
  '/api/v1/reviews/{id}/helpful': {
    post: operation({
      operationId: 'markReviewHelpful',
      tags: ['reviews'],
      summary: 'The caller marks a review helpful: one vote each, a second changes nothing',
      description: "The author's own review answers 403; a hidden or withdrawn one 404.",
      requestParams: { path: reviewParams },
      ok: { 200: json("The review's helpful votes", helpfulWire) },
      errors: [400, 401, 403, 404, 503],
    }),
  },
};
