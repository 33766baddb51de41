import { z } from 'zod';
// The core's list only (no use case, no entity): the UI imports this package too.
import { AUDIT_KINDS, AUDIT_SUBJECT_TYPES } from '@classroom/core/audit-kinds';
import { AUDIT_SORTS } from '@classroom/core/table-options';
import { id, queryInteger, tableSearch } from '../fields';

export { AUDIT_KINDS, AUDIT_SUBJECT_TYPES };
export type { AuditKind } from '@classroom/core/audit-kinds';
export type { AuditSort } from '@classroom/core/table-options';

/** Entries per page of the admins' Audit log. */
export const AUDIT_PAGE_SIZE = 20;

const instant = (label: string) =>
  z.iso
    .datetime({ error: `${label} must be a date and time such as 2026-01-15T00:00:00.000Z` })
    .meta({ description: `${label}: an ISO 8601 instant in UTC` });

/** GET /api/v1/admin/audit */
export const auditQuery = z.strictObject({
  person: id
    .optional()
    .meta({ description: 'A user id: entries where they acted or were the subject' }),
  kind: z.enum(AUDIT_KINDS, { error: 'Not a kind of audit entry' }).optional(),
  from: instant('From').optional().meta({ description: 'From this instant, inclusive' }),
  to: instant('To').optional().meta({ description: 'Until this instant, exclusive' }),
  q: tableSearch(
    "Part of the actor's or subject's name (a person's e-mail, a certificate's code too)",
  ),
  sort: z
    .enum(AUDIT_SORTS, { error: 'Not a sort of this table' })
    .optional()
    .meta({ description: 'Newest first when not given' }),
  page: queryInteger('Page', 1, 1_000_000).optional(),
});

export type AuditQuery = z.input<typeof auditQuery>;

const auditFields = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
  .nullable()
  .meta({ description: 'The changed fields; prices in cents (priceCents)' });

export const auditEntryWire = z
  .strictObject({
    _id: z.string(),
    at: z.iso.datetime(),
    kind: z.enum(AUDIT_KINDS),
    actorId: z
      .string()
      .nullable()
      .meta({ description: 'null: the system (operator, ADMIN_EMAILS)' }),
    actorName: z
      .string()
      .nullable()
      .meta({ description: "The actor's name today; null once deleted" }),
    subjectType: z.enum(AUDIT_SUBJECT_TYPES),
    subjectId: z.string(),
    subjectName: z
      .string()
      .nullable()
      .meta({ description: "The user's or course's name today; null once deleted" }),
    before: auditFields,
    after: auditFields,
    reason: z
      .strictObject({
        text: z.string(),
        checklist: z.array(z.string()).meta({ description: 'Items of the rubric, by id' }),
      })
      .nullable()
      .meta({ description: "A rejection's, a take-down's or a suspension's reason; else null" }),
  })
  .meta({ id: 'AuditEntry' });

export const auditPageWire = z
  .strictObject({
    entries: z.array(auditEntryWire),
    page: z.int().min(1),
    pages: z.int().min(1),
    total: z.int().min(0),
    pageSize: z.literal(AUDIT_PAGE_SIZE),
  })
  .meta({ id: 'AuditPage' });

export const auditPeopleWire = z
  .strictObject({
    people: z.array(
      z.strictObject({
        _id: z.string(),
        name: z.string().nullable().meta({ description: 'null: a deleted account' }),
      }),
    ),
  })
  .meta({ id: 'AuditPeople' });

export type AuditEntryWire = z.infer<typeof auditEntryWire>;
export type AuditPageWire = z.infer<typeof auditPageWire>;
export type AuditPeopleWire = z.infer<typeof auditPeopleWire>;
