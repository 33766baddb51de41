import { cardMessages, type CardError } from './card-error';
import { passesLuhn } from './luhn';
import { isAmex } from './test-cards';

export interface CardDetails {
  number: string;
  expMonth: number | string;
  expYear: number | string;
  cvc: string;
}

/** Checks a card's form as Stripe does before it reaches the network: number, expiry, CVC. */
export function checkCardDetails(card: CardDetails, now: Date): CardError | null {
  return checkNumber(card.number) ?? checkExpiry(card, now) ?? checkCvc(card);
}

/** The card number without the spaces and dashes people type. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

function checkNumber(number: string): CardError | null {
  const digits = cardDigits(number);
  const incorrect = (message: string): CardError => ({ code: 'incorrect_number', message });
  if (digits === '') return incorrect(cardMessages.numberIncomplete);
  if (!/^\d+$/.test(digits) || digits.length > 19) return incorrect(cardMessages.numberInvalid);
  if (digits.length < 13) return incorrect(cardMessages.numberIncomplete);
  if (!passesLuhn(digits)) return incorrect(cardMessages.numberIncorrect);
  return null;
}

function checkExpiry(card: CardDetails, now: Date): CardError | null {
  const invalid = (message: string): CardError => ({ code: 'invalid_expiry', message });
  const month = wholeNumber(card.expMonth);
  if (month === null || month < 1 || month > 12) return invalid(cardMessages.expiryMonthInvalid);
  const given = wholeNumber(card.expYear);
  if (given === null) return invalid(cardMessages.expiryYearInvalid);
  const year = given < 100 ? 2000 + given : given;
  const thisYear = now.getUTCFullYear();
  if (year < thisYear) return invalid(cardMessages.expiryYearPast);
  if (year > thisYear + 50) return invalid(cardMessages.expiryYearInvalid);
  if (year === thisYear && month < now.getUTCMonth() + 1) {
    return invalid(cardMessages.expiryDatePast);
  }
  return null;
}

function checkCvc(card: CardDetails): CardError | null {
  const length = isAmex(cardDigits(card.number)) ? 4 : 3;
  const invalid = (message: string): CardError => ({ code: 'incorrect_cvc', message });
  if (!/^\d*$/.test(card.cvc) || card.cvc.length > length) return invalid(cardMessages.cvcInvalid);
  if (card.cvc.length < length) return invalid(cardMessages.cvcIncomplete);
  return null;
}

function wholeNumber(value: number | string): number | null {
  const text = String(value).trim();
  return /^\d{1,4}$/.test(text) ? Number(text) : null;
}
