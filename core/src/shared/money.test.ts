import { describe, expect, it } from 'vitest';
import { ValidationError } from './errors';
import { Money } from './money';

describe('Money', () => {
  it('holds dollars as integer cents', () => {
    expect(Money.dollars(19.99).cents).toBe(1999);
    expect(Money.cents(1999).dollars).toBe(19.99);
    expect(Money.dollars(0.1).plus(Money.dollars(0.2)).cents).toBe(30);
  });

  it('refuses negative, fractional-cent and absurd amounts', () => {
    expect(() => Money.dollars(-1)).toThrow(ValidationError);
    expect(() => Money.dollars(1.005)).toThrow(ValidationError);
    expect(() => Money.dollars(Number.NaN)).toThrow(ValidationError);
    expect(() => Money.cents(Money.max + 1)).toThrow(ValidationError);
  });
});
