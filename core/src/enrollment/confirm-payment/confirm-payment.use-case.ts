import type { Actor } from '../../shared/actor';
import { requireUser } from '../../accounts/access';
import {
  enrollAfterPayment,
  type EnrollmentDeps,
  type EnrollmentOutcome,
} from '../enroll-after-payment';

export interface PayerReport extends EnrollmentOutcome {
  /**
   * The payer's first report of this payment, whichever of it and the processor's event
   * recorded it (the test processor's event always comes first); false for a repeat.
   */
  firstReport: boolean;
}

/** The student's page reports a confirmed card payment; the server checks it before enrolling. */
export class ConfirmPayment {
  constructor(private readonly deps: EnrollmentDeps) {}

  async execute(
    input: { transactionId: string; courseId?: string },
    actor: Actor | null,
  ): Promise<PayerReport> {
    const student = await requireUser(this.deps.users, actor);
    const outcome = await enrollAfterPayment(
      this.deps,
      input.transactionId,
      student,
      input.courseId,
    );
    const firstReport = await this.deps.enrollments.markConfirmedByPayer(
      input.transactionId,
      this.deps.clock.now(),
    );
    return { ...outcome, firstReport };
  }
}
