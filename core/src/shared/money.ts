import { ValidationError } from './errors';

/** US dollars held as integer cents, so no sum ever rounds. */
export class Money {
  static readonly currency = 'usd';
  static readonly max = 100_000_00;

  private constructor(readonly cents: number) {}

  static cents(cents: number, field = 'price'): Money {
    if (!Number.isSafeInteger(cents) || cents < 0 || cents > Money.max) {
      throw new ValidationError({ [field]: 'Price must be from $0 to $100000' });
    }
    return new Money(cents);
  }

  static dollars(amount: number, field = 'price'): Money {
    if (!Number.isFinite(amount)) throw new ValidationError({ [field]: 'Price must be a number' });
    const cents = Math.round(amount * 100);
    if (Math.abs(cents - amount * 100) > 1e-6) {
      throw new ValidationError({ [field]: 'Price has at most two decimals' });
    }
    return Money.cents(cents, field);
  }

  static readonly zero = new Money(0);

  get dollars(): number {
    return this.cents / 100;
  }

  isPositive(): boolean {
    return this.cents > 0;
  }

  plus(other: Money): Money {
    return new Money(this.cents + other.cents);
  }

  equals(other: Money): boolean {
    return this.cents === other.cents;
  }
}
