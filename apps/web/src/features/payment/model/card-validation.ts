/** What the test-mode card form collects. */
export interface CardValues {
  number?: string;
  expiry?: string;
  cvc?: string;
}

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

// The card processor's own wording, so both payment forms read alike.
export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryInvalid: "Your card's expiration date is invalid.",
  expiryPast: "Your card's expiration year is in the past.",
  expiryMonthPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

const digits = (value = '') => value.replace(/\D/g, '');

function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "MM / YY" (or MM/YYYY) as month and four-digit year, or null when incomplete. */
export function parseExpiry(value = ''): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const year = Number(match[2].length === 2 ? `20${match[2]}` : match[2]);
  return { month: Number(match[1]), year };
}

/** Field errors of the card form (react-final-form's `validate`). */
export function validateCard(values: CardValues, now = new Date()): Record<string, string> {
  const errors: Record<string, string> = {};
  const number = digits(values.number);
  if (number.length < 13) errors.number = CARD_MESSAGES.numberIncomplete;
  else if (number.length > 19 || !passesLuhn(number)) errors.number = CARD_MESSAGES.numberInvalid;

  const expiry = parseExpiry(values.expiry);
  if (!expiry) errors.expiry = CARD_MESSAGES.expiryIncomplete;
  else if (expiry.month < 1 || expiry.month > 12) errors.expiry = CARD_MESSAGES.expiryInvalid;
  else if (expiry.year < now.getFullYear()) errors.expiry = CARD_MESSAGES.expiryPast;
  else if (expiry.year === now.getFullYear() && expiry.month < now.getMonth() + 1) {
    errors.expiry = CARD_MESSAGES.expiryMonthPast;
  }

  if (!/^\d{3,4}$/.test(digits(values.cvc))) errors.cvc = CARD_MESSAGES.cvcIncomplete;
  return errors;
}

/** The validated values as the processor wants them. */
export function toCardDetails(values: CardValues): CardDetails {
  const expiry = parseExpiry(values.expiry)!;
  return {
    number: digits(values.number),
    expMonth: expiry.month,
    expYear: expiry.year,
    cvc: digits(values.cvc),
  };
}

/** Groups of four as the user types ("4242 4242 ..."). */
export function formatCardNumber(value = ''): string {
  return digits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "MM / YY" as the user types. */
export function formatExpiry(value = ''): string {
  const raw = digits(value).slice(0, 4);
  return raw.length > 2 ? `${raw.slice(0, 2)} / ${raw.slice(2)}` : raw;
}
