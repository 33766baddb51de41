import { outboxMessageWire, outboxPageWire } from '../schemas/answers';
import { auditPageWire, auditPeopleWire, auditQuery } from '../schemas/audit';
import { idParams } from '../schemas/params';
import { outboxQuery } from '../schemas/queries';
import { endpointTable } from './endpoint';

/** The admins' dashboards: the audit log and the outbox. Each use case checks the role. */
export const adminEndpoints = endpointTable({
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
