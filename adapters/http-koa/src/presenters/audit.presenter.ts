import type { AuditPerson, AuditView } from '@classroom/core';
import type { AuditEntryWire, AuditPeopleWire } from '@classroom/http-contract';

export function presentAuditEntry(entry: AuditView): AuditEntryWire {
  return {
    _id: entry.id,
    at: entry.at.toISOString(),
    kind: entry.kind,
    actorId: entry.actorId,
    actorName: entry.actorName,
    subjectType: entry.subject.type,
    subjectId: entry.subject.id,
    subjectName: entry.subjectName,
    before: entry.before,
    after: entry.after,
    reason: entry.reason && { text: entry.reason.text, checklist: [...entry.reason.checklist] },
  };
}

export function presentAuditPeople(people: AuditPerson[]): AuditPeopleWire {
  return { people: people.map((person) => ({ _id: person.id, name: person.name })) };
}
