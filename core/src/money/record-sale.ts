import type { Course } from '../catalog/course.entity';
import type { Payment } from '../enrollment/payment';
import { isPaid } from '../enrollment/payment.entity';
import type { Repositories } from '../shared/unit-of-work.port';
import type { LedgerEntry } from './ledger-entry';
import { availableAfterHold, splitPayment, type MoneyPolicy } from './money-policy';

/** The ledger's key for a course's instructor: their user id (their e-mail if the record is gone). */
export async function instructorIdOf(
  repositories: Pick<Repositories, 'users'>,
  course: Pick<Course, 'instructor'>,
): Promise<string> {
  const instructor = await repositories.users.findByEmail(course.instructor.email);
  return instructor?.id ?? course.instructor.email;
}

/**
 * Inside the transaction that records a payment: the sale's ledger entry, split between the
 * instructor and the platform, payable after the hold. Once per payment (the store's key).
 */
export async function recordSale(
  repositories: Pick<Repositories, 'users' | 'money'>,
  input: { entryId: string; payment: Payment; course: Course; policy: MoneyPolicy },
): Promise<void> {
  const { payment, policy } = input;
  if (!isPaid(payment)) return;
  const entry: LedgerEntry = {
    id: input.entryId,
    instructorId: await instructorIdOf(repositories, input.course),
    courseId: payment.courseId,
    paymentId: payment.id,
    kind: 'sale',
    ...splitPayment(payment.amount.cents, policy.instructorShare),
    availableAt: availableAfterHold(payment.paidAt, policy),
    createdAt: payment.paidAt,
    reference: payment.transactionId,
    memo: null,
    actorId: null,
  };
  await repositories.money.appendEntry(entry);
}
