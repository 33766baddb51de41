import type { Actor } from '../../shared/actor';
import { parseEmail } from '../../shared/email';
import { requireSelfOrAdmin } from '../../accounts/access';
import type { UserRepository } from '../../accounts/user.repository.port';
import type { EnrollmentRepository } from '../enrollment.repository.port';
import type { StudentPayment } from '../payment';

/** A student's receipts, newest first, the refunded or disputed ones marked so. */
export class ListPayments {
  constructor(
    private readonly users: UserRepository,
    private readonly enrollments: EnrollmentRepository,
  ) {}

  async execute(email: string, actor: Actor | null): Promise<StudentPayment[]> {
    await requireSelfOrAdmin(this.users, actor, email);
    return this.enrollments.paymentsOf(parseEmail(email));
  }
}
