import { DomainError } from '../shared/domain-error';

export class AlreadyEnrolledError extends DomainError {
  readonly code = 'already_enrolled';
  constructor() {
    super('You are already enrolled in this course.');
  }
}

export class NoPaymentRequiredError extends DomainError {
  readonly code = 'no_payment_required';
  constructor() {
    super('This course has no price to pay.');
  }
}

export class PaymentRequiredError extends DomainError {
  readonly code = 'payment_required';
  constructor() {
    super('This course has a price: pay for it to enroll.');
  }
}

export class CourseNotForSaleError extends DomainError {
  readonly code = 'course_not_for_sale';
  constructor(message = 'This course is not open for enrollment.') {
    super(message);
  }
}

export type UnverifiedReason =
  | 'unknown_intent'
  | 'not_succeeded'
  | 'other_user'
  | 'other_course'
  | 'wrong_amount'
  | 'wrong_currency';

export class PaymentNotVerifiedError extends DomainError {
  readonly code = 'payment_not_verified';
  constructor(readonly reason: UnverifiedReason) {
    super(`The payment could not be verified (${reason.replaceAll('_', ' ')}).`);
  }
}

/** A repository's report that this transaction id is already recorded (unique constraint). */
export class DuplicatePaymentError extends DomainError {
  readonly code = 'duplicate_payment';
  constructor() {
    super('This payment is already recorded.');
  }
}

export class PaymentGatewayError extends DomainError {
  readonly code = 'payment_gateway_error';
  constructor(message = 'The payment processor could not be reached. Try again.') {
    super(message);
  }
}

export class InvalidWebhookError extends DomainError {
  readonly code = 'invalid_webhook';
  constructor(message = 'The payment event could not be verified.') {
    super(message);
  }
}
