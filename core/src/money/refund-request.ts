/**
 * pending: awaits an admin; approved: the processor is being asked; refunded: the money went
 * back; declined: an admin refused, with a reason.
 */
export const REFUND_REQUEST_STATUSES = ['pending', 'approved', 'refunded', 'declined'] as const;
export type RefundRequestStatus = (typeof REFUND_REQUEST_STATUSES)[number];

/**
 * Why an enrollment may not be refunded, in the order the rules are checked. A declined
 * request is final for its enrollment; what the student consumed (the course completed once,
 * a certificate issued, the highest progress reached) is checked again at approval.
 */
export const REFUND_REFUSALS = [
  'not_paid',
  'already_refunded',
  'disputed',
  'ended',
  'already_requested',
  'declined',
  'outside_window',
  'course_completed',
  'certificate_issued',
  'progress_over_cap',
] as const;
export type RefundRefusal = (typeof REFUND_REFUSALS)[number];

/** Where a payment stands after the sale. */
export const PAYMENT_STATES = ['paid', 'refund_requested', 'refunded', 'disputed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** A student's request to have one enrollment's payment returned. */
export interface RefundRequest {
  id: string;
  paymentId: string;
  enrollmentId: string;
  studentId: string;
  courseId: string;
  courseName: string;
  amountCents: number;
  status: RefundRequestStatus;
  /** The student's words, if any. */
  reason: string;
  /** The admin's reason for a decline (or the system's, when a dispute closed it). */
  decisionReason: string | null;
  /** The admin who decided; null for an automatic approval or a dispute. */
  decidedBy: string | null;
  requestedAt: Date;
  decidedAt: Date | null;
}
