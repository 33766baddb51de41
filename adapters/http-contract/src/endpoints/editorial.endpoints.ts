import { z } from 'zod';
import { modifiedWire } from '../schemas/answers';
import {
  approveRevisionBody,
  courseTableQuery,
  decisionReasonBody,
  rejectRevisionBody,
  revisionsQuery,
} from '../schemas/editorial';
import { courseReviewWire, revisionRowWire, tableCourseWire } from '../schemas/editorial-answers';
import { idParams } from '../schemas/params';
import { endpointTable } from './endpoint';

const done = { description: 'Done', schema: modifiedWire };

/**
 * The admins' review of courses (decision 33): every course as a table, approval, rejection
 * and take-down with a reason, what changed since the last decision, approved courses'
 * revisions. Each use case checks the role (the owner may read their course's review).
 */
export const editorialEndpoints = endpointTable({
  adminCourses: {
    method: 'GET',
    path: '/api/v1/admin/courses',
    access: 'signedIn',
    tag: 'admin',
    summary: 'Every course whatever its status (admin): searched, filtered, sorted, paged',
    query: courseTableQuery,
    answer: { 200: { description: 'One page of courses', schema: z.array(tableCourseWire) } },
    paging: 'total',
    errors: ['forbidden', 'service_unavailable'],
  },
  approveCourse: {
    method: 'PATCH',
    path: '/api/v1/courses/approved/:id',
    access: 'signedIn',
    tag: 'admin',
    summary: 'Approve a pending course',
    params: idParams,
    answer: { 200: done },
    errors: ['forbidden', 'not_found', 'course_not_pending', 'service_unavailable'],
  },
  rejectCourse: {
    method: 'PATCH',
    path: '/api/v1/courses/rejected/:id',
    access: 'signedIn',
    tag: 'admin',
    summary: 'Reject a pending course, with a reason',
    params: idParams,
    body: decisionReasonBody,
    answer: { 200: done },
    errors: [
      'forbidden',
      'not_found',
      'course_not_pending',
      'validation_failed',
      'service_unavailable',
    ],
  },
  courseReview: {
    method: 'GET',
    path: '/api/v1/courses/:id/review',
    access: 'signedIn',
    tag: 'admin',
    summary: 'What changed since the last decision, and the decisions (admin or owner)',
    description:
      "Field by field and for the curriculum: a pending course against its last decision's " +
      "snapshot, an approved course's revision against the live course.",
    params: idParams,
    answer: { 200: { description: 'The review', schema: courseReviewWire } },
    errors: ['forbidden', 'not_found', 'service_unavailable'],
  },
  unpublishCourse: {
    method: 'PATCH',
    path: '/api/v1/admin/courses/:id/unpublish',
    access: 'signedIn',
    tag: 'admin',
    summary: 'Take an approved course down, with a reason',
    description: 'Enrolled students keep their access; nobody new can buy it.',
    params: idParams,
    body: decisionReasonBody,
    answer: { 200: done },
    errors: [
      'forbidden',
      'not_found',
      'course_not_approved',
      'validation_failed',
      'service_unavailable',
    ],
  },
  adminRevisions: {
    method: 'GET',
    path: '/api/v1/admin/revisions',
    access: 'signedIn',
    tag: 'admin',
    summary: "Approved courses' changes awaiting review, or rejected",
    query: revisionsQuery,
    answer: { 200: { description: 'One page of revisions', schema: z.array(revisionRowWire) } },
    paging: 'total',
    errors: ['forbidden', 'service_unavailable'],
  },
  approveRevision: {
    method: 'PATCH',
    path: '/api/v1/admin/revisions/:id/approve',
    access: 'signedIn',
    tag: 'admin',
    summary: "Make a course's revision live (the course's id)",
    params: idParams,
    body: approveRevisionBody,
    answer: { 200: done },
    errors: ['forbidden', 'not_found', 'revision_not_pending', 'service_unavailable'],
  },
  rejectRevision: {
    method: 'PATCH',
    path: '/api/v1/admin/revisions/:id/reject',
    access: 'signedIn',
    tag: 'admin',
    summary: "Reject a course's revision with a reason (the course's id)",
    params: idParams,
    body: rejectRevisionBody,
    answer: { 200: done },
    errors: [
      'forbidden',
      'not_found',
      'revision_not_pending',
      'validation_failed',
      'service_unavailable',
    ],
  },
});
