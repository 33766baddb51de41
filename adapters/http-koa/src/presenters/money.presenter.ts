import {
  refusalMessage,
  type EarningsSummary,
  type LedgerEntry,
  type PaymentRecord,
  type RefundConsumption,
  type RefundEligibilityView,
  type RefundPolicyView,
  type RefundQueueEntry,
  type RefundRequest,
  type RevenueDay,
  type StatementRow,
} from '@classroom/core';
import type {
  AdminPaymentWire,
  EarningsWire,
  LedgerEntryWire,
  RefundConsumptionWire,
  RefundEligibilityWire,
  RefundPolicyWire,
  RefundQueueEntryWire,
  RefundRequestWire,
  RevenueWire,
  StatementRowWire,
} from '@classroom/http-contract';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentRefundRequest(request: RefundRequest): RefundRequestWire {
  return {
    _id: request.id,
    paymentId: request.paymentId,
    enrollmentId: request.enrollmentId,
    studentId: request.studentId,
    courseId: request.courseId,
    courseName: request.courseName,
    amountCents: request.amountCents,
    status: request.status,
    reason: request.reason,
    decisionReason: request.decisionReason,
    decidedBy: request.decidedBy,
    requestedAt: request.requestedAt.toISOString(),
    decidedAt: iso(request.decidedAt),
  };
}

export function presentConsumption(consumption: RefundConsumption): RefundConsumptionWire {
  return {
    progressPercent: consumption.progressPercent,
    highestProgressPercent: consumption.highestProgressPercent,
    lessonsCompleted: consumption.lessonsCompleted,
    lessonCount: consumption.lessonCount,
    completedAt: iso(consumption.completedAt),
    certificate: consumption.certificate
      ? { code: consumption.certificate.code, revoked: consumption.certificate.revoked }
      : null,
  };
}

export function presentRefundQueueEntry(entry: RefundQueueEntry): RefundQueueEntryWire {
  return {
    ...presentRefundRequest(entry),
    studentName: entry.studentName,
    studentEmail: entry.studentEmail,
    consumption: entry.consumption ? presentConsumption(entry.consumption) : null,
    approvalRefusal: entry.approvalRefusal,
  };
}

export function presentRefundPolicy(policy: RefundPolicyView): RefundPolicyWire {
  return { ...policy };
}

export function presentEligibility(view: RefundEligibilityView): RefundEligibilityWire {
  return {
    policy: presentRefundPolicy(view.policy),
    eligible: view.eligible,
    reason: view.reason,
    message: view.reason ? refusalMessage(view.reason) : null,
    deadline: iso(view.deadline),
    progressPercent: view.progressPercent,
    consumption: presentConsumption(view.consumption),
    request: view.request ? presentRefundRequest(view.request) : null,
  };
}

export function presentAdminPayment(payment: PaymentRecord): AdminPaymentWire {
  return {
    _id: payment.id,
    transactionId: payment.transactionId,
    email: payment.email,
    name: payment.name,
    courseId: payment.courseId,
    courseName: payment.courseName,
    instructorName: payment.instructorName,
    amountCents: payment.amount.cents,
    paidAt: payment.paidAt.toISOString(),
    state: payment.state,
    settledAt: iso(payment.settledAt),
  };
}

export function presentRevenue(days: RevenueDay[]): RevenueWire {
  return { days: days.map((day) => ({ ...day, day: day.day.toISOString() })) };
}

export function presentEarnings(summary: EarningsSummary): EarningsWire {
  return { ...summary };
}

export function presentStatementRow(row: StatementRow): StatementRowWire {
  return {
    _id: row.id,
    date: row.date.toISOString(),
    kind: row.kind,
    courseId: row.courseId,
    courseName: row.courseName,
    paymentId: row.paymentId,
    reference: row.reference,
    memo: row.memo,
    amountCents: row.amountCents,
    availableAt: row.availableAt.toISOString(),
  };
}

const CSV_COLUMNS: (keyof StatementRowWire)[] = [
  '_id',
  'date',
  'kind',
  'courseId',
  'courseName',
  'paymentId',
  'reference',
  'memo',
  'amountCents',
  'availableAt',
];

/**
 * The statement as CSV: the JSON's rows and fields, one line each. Cells that a spreadsheet
 * would run as a formula are prefixed with a quote (CSV injection).
 */
export function statementCsv(rows: StatementRowWire[]): string {
  const cell = (value: unknown) => {
    let text = value === null || value === undefined ? '' : String(value);
    if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
    return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [CSV_COLUMNS.join(',')];
  for (const row of rows) lines.push(CSV_COLUMNS.map((column) => cell(row[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export function presentLedgerEntry(entry: LedgerEntry): LedgerEntryWire {
  return {
    _id: entry.id,
    instructorId: entry.instructorId,
    kind: entry.kind,
    instructorCents: entry.instructorCents,
    platformCents: entry.platformCents,
    courseId: entry.courseId,
    paymentId: entry.paymentId,
    reference: entry.reference,
    memo: entry.memo,
    actorId: entry.actorId,
    createdAt: entry.createdAt.toISOString(),
    availableAt: entry.availableAt.toISOString(),
  };
}
