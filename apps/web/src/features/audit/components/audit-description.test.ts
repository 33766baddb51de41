import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../api/audit-api';
import { auditChanges, describeAuditEntry, shorten } from './audit-description';

function anEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: '1',
    at: '2026-01-15T10:00:00.000Z',
    kind: 'course-approved',
    actorId: 'u-admin',
    actorName: 'Ada Admin',
    subjectType: 'course',
    subjectId: 'c-1',
    subjectName: 'Corner Shop Basics',
    before: { status: 'pending' },
    after: { status: 'approved' },
    reason: null,
    ...overrides,
  };
}

const sentence = (entry: AuditEntry) => {
  const { actor, action, subject } = describeAuditEntry(entry);
  return [actor, action, subject].filter(Boolean).join(' ');
};

describe('an audit entry in words', () => {
  it('says who did what to what', () => {
    expect(sentence(anEntry())).toBe('Ada Admin approved the course “Corner Shop Basics”');
    expect(
      sentence(
        anEntry({
          kind: 'application-rejected',
          subjectType: 'user',
          subjectId: 'u-ann',
          subjectName: 'Ann',
        }),
      ),
    ).toBe('Ada Admin rejected the instructor application of Ann');
  });

  it('names the system, and deleted people and courses by their ids or last name', () => {
    const grant = { subjectType: 'user', subjectId: 'u-1', subjectName: 'Bo' } as const;
    expect(sentence(anEntry({ kind: 'admin-granted', actorId: null, ...grant }))).toBe(
      "The operator's command granted admin rights to Bo",
    );
    expect(sentence(anEntry({ kind: 'admin-granted-at-sign-in', actorId: null, ...grant }))).toBe(
      'The server (ADMIN_EMAILS) granted admin rights to Bo',
    );
    expect(
      sentence(
        anEntry({
          kind: 'course-deleted',
          subjectName: null,
          before: { name: 'Old course' },
          after: null,
        }),
      ),
    ).toBe('Ada Admin deleted the course “Old course”');
    expect(
      sentence(
        anEntry({
          kind: 'account-deleted',
          actorId: 'u-9',
          actorName: null,
          subjectType: 'user',
          subjectId: 'u-9',
          subjectName: null,
        }),
      ),
    ).toBe('A deleted account (u-9) deleted their own account');
  });

  it('lists the changed fields before and after, prices in dollars', () => {
    const entry = anEntry({
      kind: 'course-price-changed',
      before: { priceCents: 4999, certificate: true, name: 'A' },
      after: { priceCents: 1999, certificate: false, name: 'B' },
    });
    expect(auditChanges(entry)).toEqual([
      { field: 'priceCents', label: 'Price', before: '$49.99', after: '$19.99' },
      { field: 'certificate', label: 'Certificate', before: 'Yes', after: 'No' },
      { field: 'name', label: 'Name', before: 'A', after: 'B' },
    ]);
    expect(auditChanges(anEntry({ before: null, after: { standInId: 'deleted-u-9' } }))).toEqual([
      { field: 'standInId', label: 'Payments kept under', before: '—', after: 'deleted-u-9' },
    ]);
    expect(shorten('x'.repeat(300))).toHaveLength(120);
  });
});
