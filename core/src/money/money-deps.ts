import type { UserRepository } from '../accounts/user.repository.port';
import type { CourseRepository } from '../catalog/course.repository.port';
import type { CertificateRepository } from '../certification/certificate.repository.port';
import type { EnrollmentRepository } from '../enrollment/enrollment.repository.port';
import type { PaymentGateway } from '../enrollment/payment-gateway.port';
import type { CurriculumRepository } from '../learning/curriculum.repository.port';
import type { LessonProgressRepository } from '../learning/lesson-progress.repository.port';
import type { Clock, IdGenerator } from '../shared/ports';
import type { UnitOfWork } from '../shared/unit-of-work.port';
import type { MoneyRepository } from './money.repository.port';
import type { MoneyPolicy } from './money-policy';

export interface MoneyDeps {
  users: UserRepository;
  courses: CourseRepository;
  enrollments: EnrollmentRepository;
  /** What a student consumed of a course: their lessons, the course's, their certificate. */
  lessonProgress: LessonProgressRepository;
  curricula: CurriculumRepository;
  certificates: CertificateRepository;
  money: MoneyRepository;
  gateway: PaymentGateway;
  unitOfWork: UnitOfWork;
  ids: IdGenerator;
  clock: Clock;
  policy: MoneyPolicy;
  /** How long after an approval its reconciliation first looks (default ten minutes). */
  reconcileAfterMs?: number;
}

/** The admin setting that approves refund requests within the rules without an admin. */
export const AUTO_APPROVE_SETTING = 'refunds.autoApprove';

export async function autoApproveOn(money: MoneyRepository): Promise<boolean> {
  return (await money.readSetting(AUTO_APPROVE_SETTING)) === 'true';
}
