import type { Actor } from '../../shared/actor';
import { requireUser } from '../../accounts/access';
import {
  enrollAfterPayment,
  type EnrollmentDeps,
  type EnrollmentOutcome,
} from '../enroll-after-payment';

/** The student's page reports a confirmed card payment; the server checks it before enrolling. */
export class ConfirmPayment {
  constructor(private readonly deps: EnrollmentDeps) {}

  async execute(
    input: { transactionId: string; courseId?: string },
    actor: Actor | null,
  ): Promise<EnrollmentOutcome> {
    const student = await requireUser(this.deps.users, actor);
    return enrollAfterPayment(this.deps, input.transactionId, student, input.courseId);
  }
}
