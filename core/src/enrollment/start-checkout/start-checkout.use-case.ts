import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import type { Money } from '../../shared/money';
import { requireUser } from '../../accounts/access';
import type { UserRepository } from '../../accounts/user.repository.port';
import { BELOW_CARD_MINIMUM, belowCardMinimum } from '../../catalog/course-price';
import type { CourseRepository } from '../../catalog/course.repository.port';
import type { EnrollmentRepository } from '../enrollment.repository.port';
import {
  AlreadyEnrolledError,
  CourseNotForSaleError,
  NoPaymentRequiredError,
} from '../enrollment.errors';
import type { JobQueue } from '../../jobs/job-queue.port';
import type { Clock } from '../../shared/ports';
import {
  PAYMENT_RECONCILE_JOB,
  RECONCILE_AFTER_MS,
} from '../reconcile-payment/reconcile-payment.use-case';
import type { PaymentGateway } from '../payment-gateway.port';

export interface Checkout {
  intentId: string;
  clientSecret: string;
  amount: Money;
}

/** Opens a payment for the course's stored price; the browser never names the amount. */
export class StartCheckout {
  constructor(
    private readonly users: UserRepository,
    private readonly courses: CourseRepository,
    private readonly enrollments: EnrollmentRepository,
    private readonly gateway: PaymentGateway,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly reconcileAfterMs = RECONCILE_AFTER_MS,
  ) {}

  async execute(courseId: string, actor: Actor | null): Promise<Checkout> {
    const student = await requireUser(this.users, actor);
    const course = await this.courses.findById(courseId);
    if (!course) throw new NotFoundError('course');
    if (!course.isPublic) throw new CourseNotForSaleError();
    if (!course.price.isPositive()) throw new NoPaymentRequiredError();
    // A price set before the rule: a permanent refusal, not the processor's failure.
    if (belowCardMinimum(course.price)) throw new CourseNotForSaleError(BELOW_CARD_MINIMUM);
    if (await this.enrollments.isEnrolled(student.email, course.id)) {
      throw new AlreadyEnrolledError();
    }
    // A purchase after a refund is a new one: its key names how many came before.
    const earlier = (await this.enrollments.paymentsOf(student.email)).filter(
      (payment) => payment.courseId === course.id,
    ).length;
    const purchase = earlier === 0 ? '' : `-${earlier + 1}`;
    const intent = await this.gateway.createIntent({
      amount: course.price,
      metadata: { courseId: course.id, email: student.email, priceCents: course.price.cents },
      // One open intent per student, course and price: rapid repeated clicks reuse it.
      idempotencyKey: `checkout-${student.id}-${course.id}-${course.price.cents}${purchase}`,
      description: course.name,
    });
    // Should the page, the processor's event and the database all miss the payment, this
    // looks again later and records it.
    await this.jobs.enqueue({
      kind: PAYMENT_RECONCILE_JOB,
      payload: { intentId: intent.id },
      runAt: new Date(this.clock.now().getTime() + this.reconcileAfterMs),
    });
    return { intentId: intent.id, clientSecret: intent.clientSecret, amount: course.price };
  }
}
