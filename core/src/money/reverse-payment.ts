import type { Certificate } from '../certification/certificate.entity';
import { revokeEnrollmentCertificate } from '../certification/revoke-certificate/revoke-certificate';
import { withdrawEnrollmentReview } from '../reviews/withdraw-review/withdraw-enrollment-review';
import { endOnReversal } from '../enrollment/enrollment.entity';
import type { Payment } from '../enrollment/payment';
import { isPaid } from '../enrollment/payment.entity';
import { Money } from '../shared/money';
import type { IdGenerator } from '../shared/ports';
import type { Repositories } from '../shared/unit-of-work.port';
import type { LedgerEntry } from './ledger-entry';
import { closeRefundRequestByDispute, markRefundRequestRefunded } from './refund-request.entity';
import { isPayableAt, reversalLine, saleLine } from './ledger-entry.entity';
import type { MoneyPolicy } from './money-policy';
import { instructorIdOf } from './record-sale';

export interface Reversal {
  kind: 'refund' | 'dispute';
  payment: Payment;
  /** The processor's refund or dispute id. */
  reference: string;
  at: Date;
  actorId: string | null;
}

/**
 * Inside the caller's transaction, once per payment and kind: the ledger's reversal, the end
 * of the enrollment it paid for (the course's count goes down), the certificate's revocation,
 * the review's withdrawal, the refund request's close, the refund receipt and the audit entry.
 * False, changing nothing, when the payment was already refunded or disputed: replays and
 * races are harmless.
 *
 * A refund reverses the sale exactly. A dispute freezes the instructor's part: it moves to the
 * platform, as far as the instructor's balance still holds it (what was already paid out is
 * the platform's loss), so no balance goes negative.
 */
export async function reversePayment(
  repositories: Repositories,
  deps: { ids: IdGenerator; policy: MoneyPolicy },
  reversal: Reversal,
): Promise<boolean> {
  const { money } = repositories;
  const { payment, kind, at } = reversal;
  if (!isPaid(payment)) return false;
  const sale =
    (await money.entryOf(payment.id, 'sale')) ??
    (await saleBeforeLedger(repositories, deps, payment));
  // One instructor's ledger changes one transaction at a time; then read what has landed.
  await money.lockInstructor(sale.instructorId);
  if (await money.entryOf(payment.id, 'refund')) return false;
  if (await money.entryOf(payment.id, 'dispute')) return false;

  const open = await money.openRefundRequestOf(payment.id);
  if (open) {
    const closed =
      kind === 'refund'
        ? markRefundRequestRefunded(open, at)
        : closeRefundRequestByDispute(open, at);
    await money.saveRefundRequest(closed, open.status);
  }

  const availableCents =
    kind === 'dispute' && isPayableAt(sale, at)
      ? (await money.balances(sale.instructorId, at)).availableCents
      : null;
  const entry = reversalLine(
    sale,
    { id: deps.ids.next(), kind, at, reference: reversal.reference, actorId: reversal.actorId },
    availableCents,
  );
  if (!(await money.appendEntry(entry))) return false;

  const certificate = await endEnrollmentOf(repositories, payment, reversal);
  await repositories.audit.record({
    kind: kind === 'refund' ? 'payment-refunded' : 'payment-disputed',
    actorId: reversal.actorId,
    subject: { type: 'payment', id: payment.id },
    before: { state: 'paid' },
    after: { state: kind === 'refund' ? 'refunded' : 'disputed', reference: reversal.reference },
  });
  if (kind === 'refund') {
    await repositories.outbox.enqueue({
      kind: 'refund-receipt',
      to: payment.email,
      name: payment.name,
      courseId: payment.courseId,
      courseName: payment.courseName,
      amountCents: payment.amount.cents,
      currency: Money.currency,
      refundedAt: at,
      transactionId: payment.transactionId,
      ...(certificate ? { revokedCertificateCode: certificate.code } : {}),
    });
  }
  return true;
}

/** Ends the enrollment the payment paid for; answers its certificate, revoked now or before. */
async function endEnrollmentOf(
  repositories: Repositories,
  payment: Payment,
  reversal: Reversal,
): Promise<Certificate | null> {
  const enrollment = await repositories.enrollments.enrollmentOfPayment(payment.id);
  const ended = enrollment && endOnReversal(enrollment, reversal.kind, reversal.at);
  if (!ended) return null;
  if (!(await repositories.enrollments.endEnrollment(ended.id, ended.endedAt, ended.endReason))) {
    return null;
  }
  await repositories.courses.decrementEnrollment(ended.courseId);
  await withdrawEnrollmentReview(repositories, {
    enrollmentId: ended.id,
    reason: ended.endReason,
    at: reversal.at,
  });
  return revokeEnrollmentCertificate(repositories, {
    enrollmentId: ended.id,
    reason: reversal.kind === 'refund' ? 'The payment was refunded.' : 'The payment was disputed.',
    actorId: reversal.actorId,
    at: reversal.at,
  });
}

/** A payment recorded before the ledger existed: its sale, as it would have been written. */
async function saleBeforeLedger(
  repositories: Repositories,
  deps: { ids: IdGenerator; policy: MoneyPolicy },
  payment: Payment,
): Promise<LedgerEntry> {
  const course = await repositories.courses.findById(payment.courseId);
  const sale = saleLine({
    id: deps.ids.next(),
    instructorId: course ? await instructorIdOf(repositories, course) : 'unknown',
    payment,
    instructorShare: deps.policy.instructorShare,
    availableAt: payment.paidAt,
    memo: 'recorded at its reversal',
  });
  await repositories.money.appendEntry(sale);
  return sale;
}
