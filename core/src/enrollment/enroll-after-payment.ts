import type { User } from '../accounts/user.entity';
import type { UserRepository } from '../accounts/user.repository.port';
import type { CourseRepository } from '../catalog/course.repository.port';
import type { MailMessage } from '../mail/mail-message';
import type { Clock, IdGenerator } from '../shared/ports';
import type { UnitOfWork } from '../shared/unit-of-work.port';
import type { EnrollmentRepository } from './enrollment.repository.port';
import { DuplicatePaymentError, PaymentNotVerifiedError } from './enrollment.errors';
import { enrollStudent } from './enroll-student';
import { payerAndCourse, type Payment } from './payment';
import type { PaymentGateway } from './payment-gateway.port';
import { verifyIntent } from './verify-intent';
import { DEFAULT_MONEY_POLICY, type MoneyPolicy } from '../money/money-policy';
import { recordSale } from '../money/record-sale';

export interface EnrollmentDeps {
  users: UserRepository;
  courses: CourseRepository;
  enrollments: EnrollmentRepository;
  gateway: PaymentGateway;
  unitOfWork: UnitOfWork;
  ids: IdGenerator;
  clock: Clock;
  /** The instructor's share and hold of the sale's ledger entry. */
  moneyPolicy?: MoneyPolicy;
}

export interface EnrollmentOutcome {
  payment: Payment;
  /** False when this transaction id had already been recorded (a retry, a webhook race). */
  created: boolean;
}

/**
 * Verifies the intent with the processor, then records payment, enrollment and the count in
 * one transaction, with the receipt and, for a new enrollment, the welcome e-mail. Idempotent on
 * the transaction id: the unique constraint decides races, and the loser's e-mails roll back too.
 * `payer` is the signed-in student, or null when the processor itself reports the payment.
 */
export async function enrollAfterPayment(
  deps: EnrollmentDeps,
  transactionId: string,
  payer: User | null,
  expectedCourseId?: string,
): Promise<EnrollmentOutcome> {
  const recorded = await findRecorded(deps, transactionId, payer);
  if (recorded) return recorded;

  const intent = await deps.gateway.retrieveIntent(transactionId);
  if (!intent) throw new PaymentNotVerifiedError('unknown_intent');
  const student = payer ?? (await deps.users.findByEmail(intent.metadata.email as User['email']));
  if (!student) throw new PaymentNotVerifiedError('other_user');
  if (expectedCourseId !== undefined && expectedCourseId !== intent.metadata.courseId) {
    throw new PaymentNotVerifiedError('other_course');
  }
  const course = await deps.courses.findById(intent.metadata.courseId);
  if (!course) throw new PaymentNotVerifiedError('other_course');
  verifyIntent(intent, student, course);

  const now = deps.clock.now();
  const payment: Payment = {
    id: deps.ids.next(),
    transactionId,
    ...payerAndCourse(student, course),
    amount: intent.amount,
    paidAt: now,
  };
  try {
    await deps.unitOfWork.transaction(async (repositories) => {
      await repositories.enrollments.insertPayment(payment);
      await recordSale(repositories, {
        entryId: deps.ids.next(),
        payment,
        course,
        policy: deps.moneyPolicy ?? DEFAULT_MONEY_POLICY,
      });
      // A new payment is recorded once per transaction id, so its receipt goes out once.
      await repositories.outbox.enqueue(receiptOf(payment, student, intent.currency));
      await enrollStudent(repositories, {
        id: deps.ids.next(),
        student,
        course,
        paymentId: payment.id,
        enrolledAt: now,
      });
    });
    return { payment, created: true };
  } catch (error) {
    if (!(error instanceof DuplicatePaymentError)) throw error;
    const winner = await findRecorded(deps, transactionId, payer);
    if (!winner) throw error;
    return winner;
  }
}

function receiptOf(payment: Payment, student: User, currency: string): MailMessage {
  return {
    kind: 'payment-receipt',
    to: student.email,
    name: student.displayName,
    courseId: payment.courseId,
    courseName: payment.courseName,
    amountCents: payment.amount.cents,
    currency,
    paidAt: payment.paidAt,
    transactionId: payment.transactionId,
  };
}

async function findRecorded(
  deps: EnrollmentDeps,
  transactionId: string,
  payer: User | null,
): Promise<EnrollmentOutcome | null> {
  const payment = await deps.enrollments.findPaymentByTransactionId(transactionId);
  if (!payment) return null;
  if (payer && payment.email !== payer.email) throw new PaymentNotVerifiedError('other_user');
  return { payment, created: false };
}
