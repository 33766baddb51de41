import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { dashboardSearchQuery } from '../schemas/editorial';
import {
  dashboardSearchWire,
  overviewWire,
  ownApplicationWire,
} from '../schemas/editorial-answers';
import { json, operation } from './operation';

/** The editorial workflow (decision 33): reasons, resubmission, revisions, take-downs, tables. */
export const editorialPaths: ZodOpenApiPathsObject = {
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
