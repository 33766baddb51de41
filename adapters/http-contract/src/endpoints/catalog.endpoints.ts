import { z } from 'zod';
import { courseWire, feedbackWire, statsWire, suggestionWire } from '../schemas/answers';
import { idParams } from '../schemas/params';
import { catalogQuery, popularQuery, searchQuery, suggestionsQuery } from '../schemas/queries';
import { endpointTable } from './endpoint';

const courses = z.array(courseWire);

/**
 * The public catalogue (approved courses only, the same for everyone: each list cached
 * briefly), its figures and testimonials, and one course for its payment page.
 */
export const catalogEndpoints = endpointTable({
  listFeedback: {
    method: 'GET',
    path: '/api/v1/feedbacks',
    access: 'public',
    tag: 'catalogue',
    summary: 'Testimonials',
    answer: { 200: { description: 'Feedback', schema: z.array(feedbackWire) } },
    cache: 'public',
    // A query parameter is refused (400), as on every route that declares none.
    errors: ['bad_request', 'service_unavailable'],
  },
  topCourses: {
    method: 'GET',
    path: '/api/v1/top-courses',
    access: 'public',
    tag: 'catalogue',
    summary: 'Most enrolled approved courses',
    query: popularQuery,
    answer: { 200: { description: 'Courses', schema: courses } },
    cache: 'public',
    errors: ['service_unavailable'],
  },
  listCourses: {
    method: 'GET',
    path: '/api/v1/courses',
    access: 'public',
    tag: 'catalogue',
    summary: 'Approved courses, newest first',
    query: catalogQuery,
    answer: { 200: { description: 'One page of courses', schema: courses } },
    paging: 'total',
    cache: 'public',
    errors: ['service_unavailable'],
  },
  searchCourses: {
    method: 'GET',
    path: '/api/v1/all-courses',
    access: 'public',
    tag: 'catalogue',
    summary: 'Search approved courses',
    description:
      'Blank `search` lists every approved course. Each word also matches the words it ' +
      'starts, and a word of five letters or more one typo away. Limited per client (429).',
    query: searchQuery,
    answer: { 200: { description: 'One page of courses', schema: courses } },
    paging: 'total',
    cache: 'public',
    rateLimit: 'search',
    errors: ['service_unavailable'],
  },
  suggestCourses: {
    method: 'GET',
    path: '/api/v1/courses/suggestions',
    access: 'public',
    tag: 'catalogue',
    summary: 'A few course titles for the text typed so far',
    description: 'The best matches of the same search; blank text suggests nothing.',
    query: suggestionsQuery,
    answer: { 200: { description: 'Up to six titles', schema: z.array(suggestionWire) } },
    cache: 'public',
    rateLimit: 'search',
    errors: ['service_unavailable'],
  },
  stats: {
    method: 'GET',
    path: '/api/v1/stats',
    access: 'public',
    tag: 'catalogue',
    summary: 'Platform figures for the home page',
    answer: { 200: { description: 'Figures', schema: statsWire } },
    cache: 'public',
    errors: ['bad_request', 'service_unavailable'],
  },
  courseForPayment: {
    method: 'GET',
    path: '/api/v1/course/payment/:id',
    access: 'signedIn',
    tag: 'catalogue',
    summary: 'One course (signed in; unapproved ones to their owner and admins)',
    params: idParams,
    answer: { 200: { description: 'The course', schema: courseWire } },
    errors: ['forbidden', 'not_found', 'service_unavailable'],
  },
});
