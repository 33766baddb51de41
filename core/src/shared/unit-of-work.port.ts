import type { UserRepository } from '../accounts/user.repository.port';
import type { AuditLog } from '../audit/audit-log.port';
import type { CourseRepository } from '../catalog/course.repository.port';
import type { FeedbackRepository } from '../catalog/feedback';
import type { EnrollmentRepository } from '../enrollment/enrollment.repository.port';
import type { AccountTokenRepository } from '../identity/account-token';
import type { LocalAccountRepository } from '../identity/local-account.repository.port';
import type { Outbox } from '../mail/outbox.port';

export interface Repositories {
  users: UserRepository;
  courses: CourseRepository;
  enrollments: EnrollmentRepository;
  feedback: FeedbackRepository;
  /** The bundled provider's accounts and the single-use tokens its e-mails carry. */
  localAccounts: LocalAccountRepository;
  accountTokens: AccountTokenRepository;
  /** E-mail for delivery; inside a transaction it lands with the change, or not at all. */
  outbox: Outbox;
  /** Decisions and privileged changes, recorded in the transaction that makes them. */
  audit: AuditLog;
}

/** Runs `work` in one transaction: all its writes land, or none. */
export interface UnitOfWork {
  transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
}
