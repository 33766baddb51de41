import { z } from 'zod';
import {
  checkoutWire,
  enrolledCourseWire,
  enrolledWire,
  insertedWire,
  modifiedWire,
  paymentWire,
} from '../schemas/answers';
import { emailParams, idParams } from '../schemas/params';
import { checkoutBody, paymentBody } from '../schemas/payments';
import { endpointTable } from './endpoint';

/**
 * Paying for a course, the student's receipts and enrollments. The processor's webhook
 * (POST /webhooks/stripe) is registered by hand: its signature covers the raw body, which is
 * read as bytes and checked before anything parses it.
 */
export const enrollmentEndpoints = endpointTable({
  listPayments: {
    method: 'GET',
    path: '/api/v1/payments/:email',
    access: 'signedIn',
    tag: 'enrollment',
    summary: "A student's payments (self or admin)",
    params: emailParams,
    answer: { 200: { description: 'Payments', schema: z.array(paymentWire) } },
    errors: ['forbidden', 'service_unavailable'],
  },
  listEnrollments: {
    method: 'GET',
    path: '/api/v1/enrollments/:email',
    access: 'signedIn',
    tag: 'enrollment',
    summary: "A student's enrolled courses (self or admin)",
    params: emailParams,
    answer: { 200: { description: 'Enrollments', schema: z.array(enrolledCourseWire) } },
    errors: ['forbidden', 'service_unavailable'],
  },
  createPaymentIntent: {
    method: 'POST',
    path: '/create-payment-intent',
    access: 'signedIn',
    tag: 'enrollment',
    summary: 'Open a card payment for a course at its stored price',
    description: "A `price` in the body is ignored: the course's stored price is charged.",
    body: checkoutBody,
    answer: { 200: { description: 'The intent', schema: checkoutWire } },
    rateLimit: 'payment',
    idempotent: true,
    errors: [
      'forbidden',
      'not_found',
      'already_enrolled',
      'payload_too_large',
      'unsupported_media_type',
      'course_not_for_sale',
      'no_payment_required',
      'validation_failed',
      'payment_gateway_error',
      'service_unavailable',
    ],
  },
  recordPayment: {
    method: 'POST',
    path: '/payments',
    access: 'signedIn',
    tag: 'enrollment',
    summary: 'Report a confirmed card payment; the server verifies it and enrols',
    description:
      'Only `transactionId` (and `courseId`, which must be the paid course) is read: amount, ' +
      'payer and course come from the processor. 201 the first time, 200 when already recorded.',
    body: paymentBody,
    answer: {
      200: { description: 'Already recorded', schema: insertedWire },
      201: { description: 'Recorded', schema: insertedWire },
    },
    rateLimit: 'payment',
    errors: [
      'forbidden',
      'payload_too_large',
      'unsupported_media_type',
      'payment_not_verified',
      'validation_failed',
      'payment_gateway_error',
      'service_unavailable',
    ],
  },
  enrollForFree: {
    method: 'POST',
    path: '/api/v1/free-enrollments',
    access: 'signedIn',
    tag: 'enrollment',
    summary: 'Enroll in a free course at once, with no payment intent',
    description:
      'Only for an approved course priced 0 (a priced course answers 422 `payment_required`). ' +
      'A $0 payment record is kept, so the enrollment counts and lists like a paid one. ' +
      '201 when enrolled now, 200 when already enrolled.',
    body: checkoutBody,
    answer: {
      200: { description: 'Already enrolled', schema: enrolledWire },
      201: { description: 'Enrolled', schema: enrolledWire },
    },
    rateLimit: 'payment',
    errors: [
      'forbidden',
      'not_found',
      'payload_too_large',
      'unsupported_media_type',
      'course_not_for_sale',
      'payment_required',
      'service_unavailable',
    ],
  },
  enroll: {
    method: 'PATCH',
    path: '/enroll/:id',
    access: 'signedIn',
    tag: 'enrollment',
    summary: 'Whether the caller is enrolled (changes nothing)',
    description: 'modifiedCount 1 when enrolled, 0 when not: enrollment needs a verified payment.',
    params: idParams,
    answer: { 200: { description: 'Done', schema: modifiedWire } },
    errors: ['forbidden', 'not_found', 'service_unavailable'],
  },
});
