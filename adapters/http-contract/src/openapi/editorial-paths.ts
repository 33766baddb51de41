import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { id } from '../fields';
import { modifiedWire } from '../schemas/answers';
import {
  approveRevisionBody,
  courseTableQuery,
  dashboardSearchQuery,
  rejectRevisionBody,
  revisionsQuery,
} from '../schemas/editorial';
import {
  courseReviewWire,
  dashboardSearchWire,
  overviewWire,
  ownApplicationWire,
  revisionRowWire,
  tableCourseWire,
} from '../schemas/editorial-answers';
import { emptyBody } from '../schemas/users';
import { json, listHeaders, operation } from './operation';

const idPath = z.object({ id });
const modified = json('Done', modifiedWire);

/** The editorial workflow (decision 33): reasons, resubmission, revisions, take-downs, tables. */
export const editorialPaths: ZodOpenApiPathsObject = {
  '/api/v1/instructor/courses/{id}/resubmit': {
    post: operation({
      operationId: 'resubmitCourse',
      tags: ['instructor'],
      summary: 'Send a rejected or unpublished course back for review (owner)',
      requestParams: { path: idPath },
      body: emptyBody,
      ok: { 200: modified },
      errors: [400, 401, 404, 409, 503],
    }),
  },
  '/api/v1/instructor/courses': {
    get: operation({
      operationId: 'ownCourses',
      tags: ['instructor'],
      summary: "The caller's courses as a table: searched, filtered, sorted, paged",
      requestParams: { query: courseTableQuery },
      ok: { 200: json('One page of courses', z.array(tableCourseWire), listHeaders) },
      errors: [400, 401, 403, 503],
    }),
  },
  '/api/v1/courses/{id}/review': {
    get: operation({
      operationId: 'courseReview',
      tags: ['admin'],
      summary: 'What changed since the last decision, and the decisions (admin or owner)',
      description:
        "Field by field and for the curriculum: a pending course against its last decision's " +
        "snapshot, an approved course's revision against the live course.",
      requestParams: { path: idPath },
      ok: { 200: json('The review', courseReviewWire) },
      errors: [400, 401, 403, 404, 503],
    }),
  },
  '/api/v1/admin/revisions': {
    get: operation({
      operationId: 'adminRevisions',
      tags: ['admin'],
      summary: "Approved courses' changes awaiting review, or rejected",
      requestParams: { query: revisionsQuery },
      ok: { 200: json('One page of revisions', z.array(revisionRowWire), listHeaders) },
      errors: [400, 401, 403, 503],
    }),
  },
  '/api/v1/admin/revisions/{id}/approve': {
    patch: operation({
      operationId: 'approveRevision',
      tags: ['admin'],
      summary: "Make a course's revision live (the course's id)",
      requestParams: { path: idPath },
      body: approveRevisionBody,
      ok: { 200: modified },
      errors: [400, 401, 403, 404, 409, 503],
    }),
  },
  '/api/v1/admin/revisions/{id}/reject': {
    patch: operation({
      operationId: 'rejectRevision',
      tags: ['admin'],
      summary: "Reject a course's revision with a reason (the course's id)",
      requestParams: { path: idPath },
      body: rejectRevisionBody,
      ok: { 200: modified },
      errors: [400, 401, 403, 404, 409, 422, 503],
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
};
