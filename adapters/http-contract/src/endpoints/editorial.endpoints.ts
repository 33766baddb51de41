import { z } from 'zod';
import {
  approveRevisionBody,
  courseTableQuery,
  rejectRevisionBody,
  revisionsQuery,
} from '../schemas/editorial';
import { courseReviewWire, revisionRowWire, tableCourseWire } from '../schemas/editorial-answers';
import { idParams } from '../schemas/params';
import { endpointTable } from './endpoint';
import { idChange, reasonChange } from './record-change';

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
  approveCourse: idChange({
    path: '/api/v1/courses/approved/:id',
    summary: 'Approve a pending course',
    conflict: 'course_not_pending',
  }),
  rejectCourse: reasonChange({
    path: '/api/v1/courses/rejected/:id',
    summary: 'Reject a pending course, with a reason',
    conflict: 'course_not_pending',
  }),
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
  unpublishCourse: reasonChange({
    path: '/api/v1/admin/courses/:id/unpublish',
    summary: 'Take an approved course down, with a reason',
    description: 'Enrolled students keep their access; nobody new can buy it.',
    conflict: 'course_not_approved',
  }),
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
    ...idChange({
      path: '/api/v1/admin/revisions/:id/approve',
      summary: "Make a course's revision live (the course's id)",
      conflict: 'revision_not_pending',
    }),
    body: approveRevisionBody,
  },
  rejectRevision: {
    ...reasonChange({
      path: '/api/v1/admin/revisions/:id/reject',
      summary: "Reject a course's revision with a reason (the course's id)",
      conflict: 'revision_not_pending',
    }),
    body: rejectRevisionBody,
  },
});
