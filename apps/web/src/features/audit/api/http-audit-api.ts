import { adminEndpoints as endpoints, type AuditEntryWire } from '@classroom/http-contract';
import type { ApiClient } from '../../../lib/api-client';
import type { AuditApi, AuditEntry } from './audit-api';

export function toAuditEntry(wire: AuditEntryWire): AuditEntry {
  return {
    id: wire._id,
    at: wire.at,
    kind: wire.kind,
    actorId: wire.actorId,
    actorName: wire.actorName,
    subjectType: wire.subjectType,
    subjectId: wire.subjectId,
    subjectName: wire.subjectName,
    before: wire.before,
    after: wire.after,
    reason: wire.reason,
  };
}

/** The Audit log port over the typed API client. */
export function createHttpAuditApi(client: ApiClient): AuditApi {
  return {
    async listAudit(filter, page) {
      const answer = await client.call(endpoints.adminAudit, { query: { ...filter, page } });
      return {
        items: answer.entries.map(toAuditEntry),
        page: answer.page,
        pages: answer.pages,
        total: answer.total,
      };
    },
    async listAuditPeople() {
      const answer = await client.call(endpoints.adminAuditPeople);
      return answer.people.map((person) => ({ id: person._id, name: person.name }));
    },
  };
}
