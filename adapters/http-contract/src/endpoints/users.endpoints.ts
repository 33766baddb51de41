import { z } from 'zod';
import {
  deletedWire,
  instructorFlagWire,
  modifiedWire,
  savedUserWire,
  usersPageWire,
  userWire,
} from '../schemas/answers';
import { emailParams, idParams } from '../schemas/params';
import { usersPageQuery } from '../schemas/queries';
import { applyBody, deleteAccountBody, saveUserBody } from '../schemas/users';
import { endpointTable } from './endpoint';
import { idChange, reasonChange } from './record-change';

const done = { description: 'Done', schema: modifiedWire };
const bodyErrors = [
  'forbidden',
  'payload_too_large',
  'unsupported_media_type',
  'validation_failed',
  'service_unavailable',
] as const;

/**
 * User records: the caller's own, the flags the dashboards' guards read, instructor
 * applications and the admins' lists. Each use case checks the role or the ownership.
 */
export const usersEndpoints = endpointTable({
  // Before getUser: "private" is never read as an e-mail.
  listUsersPrivate: {
    method: 'GET',
    path: '/api/v1/users/private',
    access: 'signedIn',
    tag: 'admin',
    summary: 'Users of one page as a plain list (admin)',
    query: usersPageQuery,
    answer: { 200: { description: 'Users', schema: z.array(userWire) } },
    paging: 'total',
    errors: ['forbidden', 'service_unavailable'],
  },
  listUsers: {
    method: 'GET',
    path: '/api/v1/users',
    access: 'signedIn',
    tag: 'admin',
    summary: 'A page of users (admin; 10 per page)',
    query: usersPageQuery,
    answer: { 200: { description: 'The page', schema: usersPageWire } },
    paging: 'page',
    errors: ['forbidden', 'service_unavailable'],
  },
  isInstructor: {
    method: 'GET',
    path: '/api/v1/users/instructor/:email',
    access: 'signedIn',
    tag: 'accounts',
    summary: 'Is this user an approved instructor? (self or admin)',
    params: emailParams,
    answer: { 200: { description: 'The flag', schema: instructorFlagWire } },
    errors: ['forbidden', 'not_found', 'service_unavailable'],
  },
  getUser: {
    method: 'GET',
    path: '/api/v1/users/:email',
    access: 'signedIn',
    tag: 'accounts',
    summary: 'A user record (self or admin)',
    params: emailParams,
    answer: { 200: { description: 'The record', schema: userWire } },
    errors: ['forbidden', 'not_found', 'service_unavailable'],
  },
  saveUser: {
    method: 'POST',
    path: '/api/v1/users',
    access: 'signedIn',
    tag: 'accounts',
    summary: "Save the caller's own name and photo",
    description:
      "`email` must be the caller's (403 otherwise). `role`, `status`, `category`, " +
      '`experience` and `title` are accepted for compatibility and ignored.',
    body: saveUserBody,
    answer: { 200: { description: 'Saved', schema: savedUserWire } },
    errors: bodyErrors,
  },
  deleteAccount: {
    method: 'DELETE',
    path: '/api/v1/users/me',
    access: 'signedIn',
    tag: 'accounts',
    summary: "Delete the caller's own account",
    description:
      'The caller types their own e-mail in `confirmEmail`. Their record, sign-in account ' +
      'and links are removed; payments and enrollments stay for the books under a nameless ' +
      'stand-in record. Admins, and instructors who still have courses, are refused (403). ' +
      'Every session and token of the person ends.',
    body: deleteAccountBody,
    answer: { 200: { description: 'Deleted', schema: deletedWire } },
    errors: bodyErrors,
  },
  applyAsInstructor: {
    method: 'PUT',
    path: '/api/v1/requested/:id',
    access: 'signedIn',
    tag: 'accounts',
    summary: 'Apply as instructor (own record only)',
    description: "`id` must be the caller's own record: nobody applies for someone else (403).",
    params: idParams,
    body: applyBody,
    answer: { 200: done },
    idempotent: true,
    errors: [...bodyErrors, 'application_already_sent'],
  },
  approveApplication: idChange({
    path: '/api/v1/users/instructor_approved/:id',
    summary: 'Approve an instructor application',
    conflict: 'application_not_pending',
  }),
  rejectApplication: reasonChange({
    path: '/api/v1/users/instructor_rejected/:id',
    summary: 'Reject an instructor application, with a reason',
    conflict: 'application_not_pending',
  }),
  listApplicants: {
    method: 'GET',
    path: '/api/v1/applicants',
    access: 'signedIn',
    tag: 'admin',
    summary: 'Users who applied as instructor (admin)',
    answer: { 200: { description: 'Applicants', schema: z.array(userWire) } },
    paging: 'total',
    errors: ['forbidden', 'service_unavailable'],
  },
});
