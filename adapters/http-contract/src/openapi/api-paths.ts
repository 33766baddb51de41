import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { email, id } from '../fields';
import {
  adminFlagWire,
  deletedWire,
  healthWire,
  instructorFlagWire,
  modifiedWire,
  outboxMessageWire,
  outboxPageWire,
  publicConfigWire,
  savedUserWire,
  usersPageWire,
  userWire,
  versionWire,
  webhookReceiptWire,
} from '../schemas/answers';
import { auditPageWire, auditPeopleWire, auditQuery } from '../schemas/audit';
import { acceptedWire, contactBody, subscribeBody } from '../schemas/outreach';
import { outboxQuery, usersPageQuery } from '../schemas/queries';
import { applyBody, deleteAccountBody, saveUserBody } from '../schemas/users';
import { decisionReasonBody } from '../schemas/editorial';
import { json, listHeaders, operation } from './operation';

const idPath = z.object({ id });
const emailPath = z.object({ email });
// Paths shared by two methods name their segment `key`: an id for writes, an e-mail for reads.
const keyIdPath = z.object({ key: id.meta({ description: "The record's id" }) });
const keyEmailPath = z.object({ key: email.meta({ description: "The user's e-mail" }) });

const modified = json('Done', modifiedWire);

/** The v1 API of the spec (section 7), its platform routes and the processor's webhook. */
export const apiPaths: ZodOpenApiPathsObject = {
  '/api/v1/users/{email}': {
    get: operation({
      operationId: 'getUser',
      tags: ['accounts'],
      summary: 'A user record (self or admin)',
      requestParams: { path: emailPath },
      ok: { 200: json('The record', userWire) },
      errors: [400, 401, 403, 404, 503],
    }),
  },
  '/api/v1/users': {
    get: operation({
      operationId: 'listUsers',
      tags: ['admin'],
      summary: 'A page of users (admin; 10 per page)',
      requestParams: { query: usersPageQuery },
      ok: { 200: json('The page', usersPageWire, listHeaders) },
      errors: [400, 401, 403, 503],
    }),
    post: operation({
      operationId: 'saveUser',
      tags: ['accounts'],
      summary: "Save the caller's own name and photo",
      description:
        "`email` must be the caller's (403 otherwise). `role`, `status`, `category`, " +
        '`experience` and `title` are accepted for compatibility and ignored.',
      body: saveUserBody,
      ok: { 200: json('Saved', savedUserWire) },
      errors: [400, 401, 403, 413, 415, 422, 503],
    }),
  },
  '/api/v1/users/me': {
    delete: operation({
      operationId: 'deleteAccount',
      tags: ['accounts'],
      summary: "Delete the caller's own account",
      description:
        'The caller types their own e-mail in `confirmEmail`. Their record, sign-in account ' +
        'and links are removed; payments and enrollments stay for the books under a nameless ' +
        'stand-in record. Admins, and instructors who still have courses, are refused (403). ' +
        'Every session and token of the person ends.',
      body: deleteAccountBody,
      ok: { 200: json('Deleted', deletedWire) },
      errors: [400, 401, 403, 413, 415, 422, 503],
    }),
  },
  '/api/v1/users/private': {
    get: operation({
      operationId: 'listUsersPrivate',
      tags: ['admin'],
      summary: 'Users of one page as a plain list (admin)',
      requestParams: { query: usersPageQuery },
      ok: { 200: json('Users', z.array(userWire), listHeaders) },
      errors: [400, 401, 403, 503],
    }),
  },
  '/api/v1/requested/{id}': {
    put: operation({
      operationId: 'applyAsInstructor',
      tags: ['accounts'],
      summary: 'Apply as instructor (own record only)',
      description: "`id` must be the caller's own record: nobody applies for someone else (403).",
      requestParams: { path: idPath },
      body: applyBody,
      ok: { 200: modified },
      errors: [400, 401, 403, 409, 413, 415, 422, 503],
      idempotent: true,
    }),
  },
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
  '/api/v1/users/instructor_approved/{id}': {
    patch: operation({
      operationId: 'approveApplication',
      tags: ['admin'],
      summary: 'Approve an instructor application',
      requestParams: { path: idPath },
      ok: { 200: modified },
      errors: [400, 401, 403, 404, 409, 503],
    }),
  },
  '/api/v1/users/instructor_rejected/{id}': {
    patch: operation({
      operationId: 'rejectApplication',
      tags: ['admin'],
      summary: 'Reject an instructor application, with a reason',
      requestParams: { path: idPath },
      body: decisionReasonBody,
      ok: { 200: modified },
      errors: [400, 401, 403, 404, 409, 422, 503],
    }),
  },
  '/api/v1/users/instructor/{email}': {
    get: operation({
      operationId: 'isInstructor',
      tags: ['accounts'],
      summary: 'Is this user an approved instructor? (self or admin)',
      requestParams: { path: emailPath },
      ok: { 200: json('The flag', instructorFlagWire) },
      errors: [400, 401, 403, 404, 503],
    }),
  },
  '/api/v1/applicants': {
    get: operation({
      operationId: 'listApplicants',
      tags: ['admin'],
      summary: 'Users who applied as instructor (admin)',
      ok: { 200: json('Applicants', z.array(userWire), listHeaders) },
      errors: [401, 403, 503],
    }),
  },
  '/api/v1/config': {
    get: operation({
      operationId: 'config',
      tags: ['platform'],
      summary: "The website's public configuration",
      public: true,
      ok: { 200: json('Configuration', publicConfigWire) },
      errors: [503],
    }),
  },
  '/api/v1/contact': {
    post: operation({
      operationId: 'contactSupport',
      tags: ['outreach'],
      summary: "A visitor's message to the support team",
      description:
        'Sent through the outbox to the support address (SUPPORT_EMAIL) with the sender as ' +
        'Reply-To. Five messages and sign-ups per client in ten minutes.',
      public: true,
      body: contactBody,
      ok: { 202: json('On its way', acceptedWire) },
      errors: [400, 413, 415, 429, 503],
    }),
  },
  '/api/v1/subscribers': {
    post: operation({
      operationId: 'subscribe',
      tags: ['outreach'],
      summary: 'Put an address on the newsletter list, once',
      description: 'The same answer whether or not the address was on the list already.',
      public: true,
      body: subscribeBody,
      ok: { 202: json('On the list', acceptedWire) },
      errors: [400, 413, 415, 429, 503],
    }),
  },
  '/api/v1/admin/subscribers': {
    get: operation({
      operationId: 'exportSubscribers',
      tags: ['admin'],
      summary: 'The newsletter list as CSV, oldest first (admin)',
      ok: {
        200: {
          description: 'email,subscribed_at rows (RFC 4180), as an attachment',
          content: { 'text/csv': { schema: z.string() } },
        },
      },
      errors: [400, 401, 403, 503],
    }),
  },
  '/api/v1/admin/outbox': {
    get: operation({
      operationId: 'adminOutbox',
      tags: ['admin'],
      summary: 'The outbox, newest first, 20 a page (admin)',
      requestParams: { query: outboxQuery },
      ok: { 200: json('One page of messages', outboxPageWire, listHeaders) },
      errors: [400, 401, 403, 503],
    }),
  },
  '/api/v1/admin/outbox/{id}': {
    get: operation({
      operationId: 'adminOutboxMessage',
      tags: ['admin'],
      summary: 'One message as its recipient reads it (admin)',
      description: 'Secret links (verification, reset) show only while the message is kept.',
      requestParams: { path: idPath },
      ok: { 200: json('The message', outboxMessageWire) },
      errors: [400, 401, 403, 404, 503],
    }),
  },
  '/api/v1/admin/audit': {
    get: operation({
      operationId: 'adminAudit',
      tags: ['admin'],
      summary: 'The audit log, newest first, 20 a page (admin)',
      description:
        'Every decision and privileged change: who (actorId, null for the system), what (kind), ' +
        'to what (subject), when (at), and the changed fields before and after.',
      requestParams: { query: auditQuery },
      ok: { 200: json('One page of entries', auditPageWire, listHeaders) },
      errors: [400, 401, 403, 422, 503],
    }),
  },
  '/api/v1/admin/audit/people': {
    get: operation({
      operationId: 'adminAuditPeople',
      tags: ['admin'],
      summary: "The audit log's person filter: who appears in it, most recently seen first (admin)",
      description: 'At most 200 people, as actor or as subject, with their names today.',
      ok: { 200: json('The people', auditPeopleWire) },
      errors: [401, 403, 503],
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
  '/healthz': {
    get: operation({
      operationId: 'healthz',
      tags: ['platform'],
      summary: 'The process is alive',
      public: true,
      ok: { 200: json('Alive', healthWire) },
      errors: [],
    }),
  },
  '/readyz': {
    get: operation({
      operationId: 'readyz',
      tags: ['platform'],
      summary: 'The database answers and takes writes',
      public: true,
      ok: { 200: json('Ready', healthWire), 503: json('Not ready', healthWire) },
      errors: [],
    }),
  },
  '/version': {
    get: operation({
      operationId: 'version',
      tags: ['platform'],
      summary: "The product's version and the commit it was built from",
      public: true,
      ok: { 200: json('Version', versionWire) },
      errors: [],
    }),
  },
};
