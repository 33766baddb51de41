import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../api/audit-api';
import { AuditEntryItem } from './audit-entry';

const suspension: AuditEntry = {
  id: '7',
  at: '2026-01-15T10:00:00.000Z',
  kind: 'user-suspended',
  actorId: 'u-admin',
  actorName: 'Ada Admin',
  subjectType: 'user',
  subjectId: 'u-sam',
  subjectName: 'Sam Student',
  before: { suspended: false },
  after: { suspended: true },
  reason: { text: 'Spam in every review', checklist: ['policy'] },
};

describe('AuditEntryItem', () => {
  it("shows a suspension's reason, its rubric items by their labels", () => {
    render(
      <ol>
        <AuditEntryItem entry={suspension} />
      </ol>,
    );
    const note = screen.getByRole('note');
    expect(note.textContent).toContain('Reason: Spam in every review');
    expect(note.textContent).toContain("It breaks the school's content policy");
  });

  it('leaves the reason out of the brief line of the overview', () => {
    render(
      <ol>
        <AuditEntryItem entry={suspension} brief />
      </ol>,
    );
    expect(screen.queryByRole('note')).toBeNull();
  });
});
