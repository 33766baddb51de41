import type { Course } from '../catalog/course.entity';
import { Money } from '../shared/money';
import type { User } from '../accounts/user.entity';
import { PaymentNotVerifiedError } from './enrollment.errors';
import type { PaymentIntent } from './payment-gateway.port';

/** The server, not the browser, decides what was paid: the intent must match all of it. */
export function verifyIntent(intent: PaymentIntent, payer: User, course: Course): void {
  if (intent.status !== 'succeeded') throw new PaymentNotVerifiedError('not_succeeded');
  if (intent.metadata.email !== payer.email) throw new PaymentNotVerifiedError('other_user');
  if (intent.metadata.courseId !== course.id) throw new PaymentNotVerifiedError('other_course');
  if (intent.currency !== Money.currency) throw new PaymentNotVerifiedError('wrong_currency');
  if (!intent.amount.equals(course.price)) throw new PaymentNotVerifiedError('wrong_amount');
}
