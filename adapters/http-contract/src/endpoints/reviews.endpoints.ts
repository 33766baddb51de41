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
import { endpointTable } from './endpoint';

/** Students' reviews of courses (decisions 35 and 46). */
export const reviewsEndpoints = endpointTable({
  courseReviews: {
    method: 'GET',
    path: '/api/v1/courses/:id/reviews',
    access: 'optional',
    tag: 'reviews',
    summary: "A course's visible reviews, newest or most helpful first, paged",
    description:
      'Reviews hidden by an admin or withdrawn by a refund are never listed. The course ' +
      'answers 404 when unknown, and when it is not approved (taken down, pending, rejected) ' +
      'to anyone but its owner, admins and its enrolled students.',
    params: reviewCourseParams,
    query: reviewsQuery,
    answer: { 200: { description: 'A page of reviews', schema: reviewsPageWire } },
    paging: 'page',
    errors: ['not_found', 'service_unavailable'],
  },
  postReview: {
    method: 'POST',
    path: '/api/v1/courses/:id/reviews',
    access: 'signedIn',
    tag: 'reviews',
    summary: 'The signed-in student reviews the course: 1 to 5 stars and their words',
    description:
      'Only a student enrolled in the course with at least one completed lesson (403 ' +
      '`not_enrolled`, `no_completed_lesson`), once per person and course, ever (409 ' +
      '`already_reviewed`, also after a refund and a new purchase: they edit it instead). ' +
      "The course's average and count change in the same transaction; its instructor is told.",
    params: reviewCourseParams,
    body: reviewBody,
    answer: { 201: { description: 'The review', schema: reviewWire } },
    errors: [
      'forbidden',
      'not_enrolled',
      'no_completed_lesson',
      'already_reviewed',
      'validation_failed',
      'service_unavailable',
    ],
  },
  myReview: {
    method: 'GET',
    path: '/api/v1/courses/:id/reviews/mine',
    access: 'signedIn',
    tag: 'reviews',
    summary: 'Whether the caller may review the course, why not, and their own review',
    params: reviewCourseParams,
    answer: { 200: { description: "The caller's standing", schema: reviewStandingWire } },
    errors: ['forbidden', 'service_unavailable'],
  },
  editReview: {
    method: 'PATCH',
    path: '/api/v1/reviews/:id',
    access: 'signedIn',
    tag: 'reviews',
    summary: 'The author changes their rating and words',
    description:
      "Anyone else's review answers 404. A review a refund withdrew is edited only from a " +
      'new enrollment with a completed lesson (403 `not_enrolled`, `no_completed_lesson`), ' +
      'which brings it back into the list and the average.',
    params: reviewParams,
    body: reviewBody,
    answer: { 200: { description: 'The review', schema: reviewWire } },
    errors: [
      'forbidden',
      'not_enrolled',
      'no_completed_lesson',
      'not_found',
      'review_changed',
      'validation_failed',
      'service_unavailable',
    ],
  },
  replyToReview: {
    method: 'POST',
    path: '/api/v1/reviews/:id/reply',
    access: 'signedIn',
    tag: 'reviews',
    summary: "The course's instructor replies to a review, once",
    description: "Another course's review answers 404; a second reply 409 `already_replied`.",
    params: reviewParams,
    body: replyBody,
    answer: { 200: { description: 'The review with its reply', schema: reviewWire } },
    errors: [
      'forbidden',
      'not_found',
      'already_replied',
      'review_changed',
      'validation_failed',
      'service_unavailable',
    ],
  },
  hideReview: {
    method: 'POST',
    path: '/api/v1/reviews/:id/hide',
    access: 'signedIn',
    tag: 'reviews',
    summary: "Admin only: hides a review with a reason, out of the list and the course's average",
    description: 'Recorded in the audit log (`review-hidden`).',
    params: reviewParams,
    body: hideReviewBody,
    answer: { 200: { description: 'The hidden review', schema: reviewWire } },
    errors: [
      'forbidden',
      'not_found',
      'review_already_hidden',
      'review_changed',
      'validation_failed',
      'service_unavailable',
    ],
  },
  markReviewHelpful: {
    method: 'POST',
    path: '/api/v1/reviews/:id/helpful',
    access: 'signedIn',
    tag: 'reviews',
    summary: 'The caller marks a review helpful: one vote each, a second changes nothing',
    description: "The author's own review answers 403; a hidden or withdrawn one 404.",
    params: reviewParams,
    answer: { 200: { description: "The review's helpful votes", schema: helpfulWire } },
    errors: ['forbidden', 'not_found', 'service_unavailable'],
  },
});
