import type { LedgerEntry, LedgerKind, RefundRequest, RefundRequestStatus } from '@classroom/core';

export interface LedgerRow {
  id: string;
  instructor_id: string;
  course_id: string | null;
  payment_id: string | null;
  kind: string;
  instructor_cents: number | string;
  platform_cents: number | string;
  available_at: number | string;
  created_at: number | string;
  reference: string | null;
  memo: string | null;
  actor_id: string | null;
}

export interface RefundRequestRow {
  id: string;
  payment_id: string;
  enrollment_id: string;
  student_id: string;
  course_id: string;
  course_name: string;
  amount_cents: number;
  status: string;
  open_key: boolean | number | null;
  reason: string;
  decision_reason: string | null;
  decided_by: string | null;
  requested_at: number | string;
  decided_at: number | string | null;
}

export function toLedgerRow(entry: LedgerEntry): LedgerRow {
  return {
    id: entry.id,
    instructor_id: entry.instructorId,
    course_id: entry.courseId,
    payment_id: entry.paymentId,
    kind: entry.kind,
    instructor_cents: entry.instructorCents,
    platform_cents: entry.platformCents,
    available_at: entry.availableAt.getTime(),
    created_at: entry.createdAt.getTime(),
    reference: entry.reference,
    memo: entry.memo,
    actor_id: entry.actorId,
  };
}

export function toLedgerEntry(row: LedgerRow): LedgerEntry {
  return {
    id: row.id,
    instructorId: row.instructor_id,
    courseId: row.course_id ?? null,
    paymentId: row.payment_id ?? null,
    kind: row.kind as LedgerKind,
    instructorCents: Number(row.instructor_cents),
    platformCents: Number(row.platform_cents),
    availableAt: new Date(Number(row.available_at)),
    createdAt: new Date(Number(row.created_at)),
    reference: row.reference ?? null,
    memo: row.memo ?? null,
    actorId: row.actor_id ?? null,
  };
}

const OPEN: readonly string[] = ['pending', 'approved'];

export function toRefundRequestRow(request: RefundRequest): RefundRequestRow {
  return {
    id: request.id,
    payment_id: request.paymentId,
    enrollment_id: request.enrollmentId,
    student_id: request.studentId,
    course_id: request.courseId,
    course_name: request.courseName,
    amount_cents: request.amountCents,
    status: request.status,
    open_key: OPEN.includes(request.status) ? true : null,
    reason: request.reason,
    decision_reason: request.decisionReason,
    decided_by: request.decidedBy,
    requested_at: request.requestedAt.getTime(),
    decided_at: request.decidedAt?.getTime() ?? null,
  };
}

export function toRefundRequest(row: RefundRequestRow): RefundRequest {
  return {
    id: row.id,
    paymentId: row.payment_id,
    enrollmentId: row.enrollment_id,
    studentId: row.student_id,
    courseId: row.course_id,
    courseName: row.course_name,
    amountCents: Number(row.amount_cents),
    status: row.status as RefundRequestStatus,
    reason: row.reason,
    decisionReason: row.decision_reason ?? null,
    decidedBy: row.decided_by ?? null,
    requestedAt: new Date(Number(row.requested_at)),
    decidedAt: row.decided_at === null ? null : new Date(Number(row.decided_at)),
  };
}
