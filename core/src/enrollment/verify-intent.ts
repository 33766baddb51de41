import type { Course } from '../catalog/course.entity';
import { Money } from '../shared/money';
import type { User } from '../accounts/user.entity';
import { PaymentNotVerifiedError } from './enrollment.errors';
import type { PaymentIntent } from './payment-gateway.port';

/**
 * The server, not the browser, decides what was paid: the intent must match all of it. The
 * amount is checked against the price the server set on the intent at checkout, so a price
 * changed meanwhile affects only new checkouts (an intent from before that record existed is
 * checked against the course's price).
 */
export function verifyIntent(intent: PaymentIntent, payer: User, course: Course): void {
  if (intent.status !== 'succeeded') throw new PaymentNotVerifiedError('not_succeeded');
  if (intent.metadata.email !== payer.email) throw new PaymentNotVerifiedError('other_user');
  if (intent.metadata.courseId !== course.id) throw new PaymentNotVerifiedError('other_course');
  if (intent.currency !== Money.currency) throw new PaymentNotVerifiedError('wrong_currency');
  const expected = intent.metadata.priceCents ?? course.price.cents;
  if (intent.amount.cents !== expected) throw new PaymentNotVerifiedError('wrong_amount');
}
