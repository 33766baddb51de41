import type { Actor } from '../../shared/actor';
import { parseEmail } from '../../shared/email';
import { requireSelfOrAdmin } from '../../accounts/access';
import type { UserRepository } from '../../accounts/user.repository.port';
import type { EnrollmentRepository } from '../enrollment.repository.port';
import type { Enrollment } from '../payment';

export class ListEnrollments {
  constructor(
    private readonly users: UserRepository,
    private readonly enrollments: EnrollmentRepository,
  ) {}

  async execute(email: string, actor: Actor | null): Promise<Enrollment[]> {
    await requireSelfOrAdmin(this.users, actor, email);
    return this.enrollments.enrollmentsOf(parseEmail(email));
  }
}
