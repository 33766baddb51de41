import { ValidationError } from '../shared/errors';
import { COURSE_LIMITS, COURSE_PRICE_MESSAGE } from '../shared/input-rules';
import { Money } from '../shared/money';

const minimum = `$${(COURSE_LIMITS.minPaidPriceCents / 100).toFixed(2)}`;

/** Checkout's refusal of a price stored before the rule. */
export const BELOW_CARD_MINIMUM = `This course's price is below the smallest amount a card can be charged (${minimum}).`;

/** Paid, but less than a card can be charged: no student could ever pay it. */
export function belowCardMinimum(price: Money): boolean {
  return price.isPositive() && price.cents < COURSE_LIMITS.minPaidPriceCents;
}

/** A course's price: free, or at least the smallest card charge. */
export function parseCoursePrice(cents: number): Money {
  const price = Money.cents(cents);
  if (belowCardMinimum(price)) throw new ValidationError({ price: COURSE_PRICE_MESSAGE });
  return price;
}
