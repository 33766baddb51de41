import type { Actor } from '../../shared/actor';
import { parseEmail } from '../../shared/email';
import { requireSelfOrAdmin } from '../../accounts/access';
import type { UserRepository } from '../../accounts/user.repository.port';
import type { EnrollmentRepository } from '../enrollment.repository.port';
import type { Payment } from '../payment';

/** A student's receipts, newest first. */
export class ListPayments {
  constructor(
    private readonly users: UserRepository,
    private readonly enrollments: EnrollmentRepository,
  ) {}

  async execute(email: string, actor: Actor | null): Promise<Payment[]> {
    await requireSelfOrAdmin(this.users, actor, email);
    return this.enrollments.paymentsOf(parseEmail(email));
  }
}
