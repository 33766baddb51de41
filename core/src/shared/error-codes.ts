import type {
  ForbiddenError,
  NotFoundError,
  UnauthenticatedError,
  ValidationError,
} from './errors';
import type {
  AlreadyAdminError,
  ApplicationAlreadySentError,
  ApplicationNotPendingError,
  EmailTakenError,
} from '../accounts/user.errors';
import type { ApprovedCourseDeletionError, CourseNotPendingError } from '../catalog/course.errors';
import type {
  AlreadyEnrolledError,
  CourseNotForSaleError,
  DuplicatePaymentError,
  InvalidWebhookError,
  NoPaymentRequiredError,
  PaymentGatewayError,
  PaymentNotVerifiedError,
} from '../enrollment/enrollment.errors';
import type {
  EmailNotVerifiedError,
  InvalidCredentialsError,
  InvalidTokenError,
} from '../identity/local-account.errors';

/** Every code the core can fail with. Adapters map each one, so a new code fails to compile there. */
export type DomainErrorCode =
  | UnauthenticatedError['code']
  | ForbiddenError['code']
  | NotFoundError['code']
  | ValidationError['code']
  | ApplicationAlreadySentError['code']
  | ApplicationNotPendingError['code']
  | AlreadyAdminError['code']
  | EmailTakenError['code']
  | CourseNotPendingError['code']
  | ApprovedCourseDeletionError['code']
  | AlreadyEnrolledError['code']
  | NoPaymentRequiredError['code']
  | CourseNotForSaleError['code']
  | PaymentNotVerifiedError['code']
  | DuplicatePaymentError['code']
  | PaymentGatewayError['code']
  | InvalidWebhookError['code']
  | InvalidCredentialsError['code']
  | EmailNotVerifiedError['code']
  | InvalidTokenError['code'];
