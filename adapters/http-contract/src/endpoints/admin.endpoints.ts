import { z } from 'zod';
import { outboxMessageWire, outboxPageWire } from '../schemas/answers';
import { auditPageWire, auditPeopleWire, auditQuery } from '../schemas/audit';
import { applicationsQuery, peopleQuery } from '../schemas/editorial';
import { tableUserWire } from '../schemas/editorial-answers';
import { idParams } from '../schemas/params';
import { outboxQuery } from '../schemas/queries';
import { emptyBody } from '../schemas/users';
import { endpointTable } from './endpoint';
import { idChange, reasonChange } from './record-change';

/**
 * The admins' dashboards: the people and applications tables, the course review, the audit log
 * and the outbox. Each use case checks the role.
 */
export const adminEndpoints = endpointTable({
  adminPeople: {
    method: 'GET',
    path: '/api/v1/admin/users',
    access: 'signedIn',
    tag: 'admin',
    summary: 'The Users table: searched, filtered, sorted, paged',
    query: peopleQuery,
    answer: { 200: { description: 'One page of users', schema: z.array(tableUserWire) } },
    paging: 'total',
    errors: ['forbidden', 'service_unavailable'],
  },
  suspendUser: reasonChange({
    path: '/api/v1/admin/users/:id/suspend',
    summary: 'Suspend an account (not an admin), with a reason',
    description:
      'It cannot sign in, and its sessions and tokens end at its next request. The reason is ' +
      'e-mailed to the person and kept in the audit log.',
    conflict: 'suspension_unchanged',
  }),
  reactivateUser: {
    ...idChange({
      path: '/api/v1/admin/users/:id/reactivate',
      summary: 'Reactivate a suspended account',
      description: 'It may sign in again.',
      conflict: 'suspension_unchanged',
    }),
    body: emptyBody,
  },
  demoteAdmin: {
    ...idChange({
      path: '/api/v1/admin/users/:id/demote',
      summary: 'Make another admin a plain user',
      description:
        'Refused for the last admin (409 last_admin), also when two admins demote each other ' +
        'at once.',
      conflict: 'last_admin',
    }),
    body: emptyBody,
    errors: ['forbidden', 'not_found', 'not_admin', 'last_admin', 'service_unavailable'],
  },
  adminApplications: {
    method: 'GET',
    path: '/api/v1/admin/applications',
    access: 'signedIn',
    tag: 'admin',
    summary: 'Instructor applications: searched, filtered, sorted, pending first, paged',
    query: applicationsQuery,
    answer: { 200: { description: 'One page of applicants', schema: z.array(tableUserWire) } },
    paging: 'total',
    errors: ['forbidden', 'service_unavailable'],
  },
  adminAudit: {
    method: 'GET',
    path: '/api/v1/admin/audit',
    access: 'signedIn',
    tag: 'admin',
    summary: 'The audit log, newest first, 20 a page (admin)',
    description:
      'Every decision and privileged change: who (actorId, null for the system), what (kind), ' +
      'to what (subject), when (at), and the changed fields before and after.',
    query: auditQuery,
    answer: { 200: { description: 'One page of entries', schema: auditPageWire } },
    paging: 'page',
    errors: ['forbidden', 'validation_failed', 'service_unavailable'],
  },
  adminAuditPeople: {
    method: 'GET',
    path: '/api/v1/admin/audit/people',
    access: 'signedIn',
    tag: 'admin',
    summary: "The audit log's person filter: who appears in it, most recently seen first (admin)",
    description: 'At most 200 people, as actor or as subject, with their names today.',
    answer: { 200: { description: 'The people', schema: auditPeopleWire } },
    errors: ['forbidden', 'service_unavailable'],
  },
  adminOutbox: {
    method: 'GET',
    path: '/api/v1/admin/outbox',
    access: 'signedIn',
    tag: 'admin',
    summary: 'The outbox, newest first, 20 a page (admin)',
    query: outboxQuery,
    answer: { 200: { description: 'One page of messages', schema: outboxPageWire } },
    paging: 'page',
    errors: ['forbidden', 'service_unavailable'],
  },
  adminOutboxMessage: {
    method: 'GET',
    path: '/api/v1/admin/outbox/:id',
    access: 'signedIn',
    tag: 'admin',
    summary: 'One message as its recipient reads it (admin)',
    description: 'Secret links (verification, reset) show only while the message is kept.',
    params: idParams,
    answer: { 200: { description: 'The message', schema: outboxMessageWire } },
    errors: ['forbidden', 'not_found', 'service_unavailable'],
  },
});
