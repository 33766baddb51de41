import { dashboardSearchQuery } from '../schemas/editorial';
import {
  dashboardSearchWire,
  overviewWire,
  ownApplicationWire,
} from '../schemas/editorial-answers';
import { endpointTable } from './endpoint';

/**
 * The dashboards' own reads (decision 33): an applicant's application, the admin's overview
 * and the header's search. Each use case checks the role.
 */
export const dashboardsEndpoints = endpointTable({
  ownApplication: {
    method: 'GET',
    path: '/api/v1/users/me/application',
    access: 'signedIn',
    tag: 'accounts',
    summary: "The caller's instructor application and the admin's last decision on it",
    answer: { 200: { description: 'The application', schema: ownApplicationWire } },
    errors: ['forbidden', 'service_unavailable'],
  },
  adminOverview: {
    method: 'GET',
    path: '/api/v1/admin/overview',
    access: 'signedIn',
    tag: 'admin',
    summary: 'What awaits review, recent activity, enrollments and revenue by day',
    answer: { 200: { description: 'The overview', schema: overviewWire } },
    errors: ['forbidden', 'service_unavailable'],
  },
  dashboardSearch: {
    method: 'GET',
    path: '/api/v1/dashboard/search',
    access: 'signedIn',
    tag: 'admin',
    summary: "The dashboards' header search (admins: people and courses; instructors: theirs)",
    query: dashboardSearchQuery,
    answer: { 200: { description: 'What matched', schema: dashboardSearchWire } },
    errors: ['forbidden', 'service_unavailable'],
  },
});
