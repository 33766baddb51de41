import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { id } from '../fields';
import { modifiedWire } from '../schemas/answers';
import {
  applicationsQuery,
  dashboardSearchQuery,
  decisionReasonBody,
  markReadBody,
  notificationsQuery,
  notificationsSinceQuery,
  peopleQuery,
} from '../schemas/editorial';
import {
  dashboardSearchWire,
  markedReadWire,
  notificationWire,
  notificationsPageWire,
  overviewWire,
  ownApplicationWire,
  tableUserWire,
} from '../schemas/editorial-answers';
import { emptyBody } from '../schemas/users';
import { json, listHeaders, operation } from './operation';

const idPath = z.object({ id });
const modified = json('Done', modifiedWire);

/** An admin's change to one user: suspend (with a reason), reactivate, demote. */
function userChange(
  operationId: string,
  summary: string,
  description: string,
  body: z.ZodType = emptyBody,
) {
  return {
    patch: operation({
      operationId,
      tags: ['admin'],
      summary,
      description,
      requestParams: { path: idPath },
      body,
      ok: { 200: modified },
      errors:
        body === emptyBody ? [400, 401, 403, 404, 409, 503] : [400, 401, 403, 404, 409, 422, 503],
    }),
  };
}

/** The editorial workflow (decision 33): reasons, resubmission, revisions, take-downs, tables. */
export const editorialPaths: ZodOpenApiPathsObject = {
  '/api/v1/admin/users': {
    get: operation({
      operationId: 'adminPeople',
      tags: ['admin'],
      summary: 'The Users table: searched, filtered, sorted, paged',
      requestParams: { query: peopleQuery },
      ok: { 200: json('One page of users', z.array(tableUserWire), listHeaders) },
      errors: [400, 401, 403, 503],
    }),
  },
  '/api/v1/admin/users/{id}/suspend': userChange(
    'suspendUser',
    'Suspend an account (not an admin), with a reason',
    'It cannot sign in, and its sessions and tokens end at its next request. The reason is e-mailed to the person and kept in the audit log.',
    decisionReasonBody,
  ),
  '/api/v1/admin/users/{id}/reactivate': userChange(
    'reactivateUser',
    'Reactivate a suspended account',
    'It may sign in again.',
  ),
  '/api/v1/admin/users/{id}/demote': userChange(
    'demoteAdmin',
    'Make another admin a plain user',
    'Refused for the last admin (409 last_admin), also when two admins demote each other at once.',
  ),
  '/api/v1/admin/applications': {
    get: operation({
      operationId: 'adminApplications',
      tags: ['admin'],
      summary: 'Instructor applications: searched, filtered, sorted, pending first, paged',
      requestParams: { query: applicationsQuery },
      ok: { 200: json('One page of applicants', z.array(tableUserWire), listHeaders) },
      errors: [400, 401, 403, 503],
    }),
  },
  '/api/v1/users/me/application': {
    get: operation({
      operationId: 'ownApplication',
      tags: ['accounts'],
      summary: "The caller's instructor application and the admin's last decision on it",
      ok: { 200: json('The application', ownApplicationWire) },
      errors: [401, 403, 503],
    }),
  },
  '/api/v1/admin/overview': {
    get: operation({
      operationId: 'adminOverview',
      tags: ['admin'],
      summary: 'What awaits review, recent activity, enrollments and revenue by day',
      ok: { 200: json('The overview', overviewWire) },
      errors: [401, 403, 503],
    }),
  },
  '/api/v1/dashboard/search': {
    get: operation({
      operationId: 'dashboardSearch',
      tags: ['admin'],
      summary: "The dashboards' header search (admins: people and courses; instructors: theirs)",
      requestParams: { query: dashboardSearchQuery },
      ok: { 200: json('What matched', dashboardSearchWire) },
      errors: [400, 401, 403, 503],
    }),
  },
  '/api/v1/notifications': {
    get: operation({
      operationId: 'notifications',
      tags: ['accounts'],
      summary: "The caller's notifications, newest first, with the unread count",
      requestParams: { query: notificationsQuery },
      ok: { 200: json('One page', notificationsPageWire, listHeaders) },
      errors: [400, 401, 403, 503],
    }),
  },
  '/api/v1/notifications/since': {
    get: operation({
      operationId: 'notificationsSince',
      tags: ['accounts'],
      summary: "The caller's notifications newer than one already seen, oldest first",
      requestParams: { query: notificationsSinceQuery },
      ok: { 200: json('The new ones (at most 50)', z.array(notificationWire)) },
      errors: [400, 401, 403, 503],
    }),
  },
  '/api/v1/notifications/read': {
    post: operation({
      operationId: 'markNotificationsRead',
      tags: ['accounts'],
      summary: "Mark the caller's notifications read: those named, or all",
      body: markReadBody,
      ok: { 200: json('How many changed', markedReadWire) },
      errors: [400, 401, 403, 503],
    }),
  },
};
