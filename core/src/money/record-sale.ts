import type { Course } from '../catalog/course.entity';
import type { Payment } from '../enrollment/payment';
import { isPaid } from '../enrollment/payment.entity';
import type { Repositories } from '../shared/unit-of-work.port';
import { saleLine } from './ledger-entry.entity';
import { availableAfterHold, type MoneyPolicy } from './money-policy';

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
  const sale = saleLine({
    id: input.entryId,
    instructorId: await instructorIdOf(repositories, input.course),
    payment,
    instructorShare: policy.instructorShare,
    availableAt: availableAfterHold(payment.paidAt, policy),
  });
  await repositories.money.appendEntry(sale);
}
