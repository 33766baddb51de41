import { cardMessages, type CardError } from './card-error';

/**
 * Stripe's public test card numbers (https://docs.stripe.com/testing): the ones that pay,
 * and the ones that fail with a given decline. Any other number is a "non test card".
 */
const succeeding = new Set([
  '4242424242424242', // Visa
  '4000056655665556', // Visa (debit)
  '5555555555554444', // Mastercard
  '2223003122003222', // Mastercard (2-series)
  '5200828282828210', // Mastercard (debit)
  '5105105105105100', // Mastercard (prepaid)
  '378282246310005', // American Express
  '371449635398431', // American Express
  '6011111111111117', // Discover
  '6011000990139424', // Discover
  '3056930009020004', // Diners Club
  '36227206271667', // Diners Club (14 digits)
  '3566002020360505', // JCB
  '6200000000000005', // UnionPay
]);

const failing = new Map<string, CardError>([
  ['4000000000000002', { code: 'card_declined', message: cardMessages.declined }],
  ['4000000000009995', { code: 'insufficient_funds', message: cardMessages.insufficientFunds }],
  ['4000000000009987', { code: 'card_declined', message: cardMessages.declined }], // lost card
  ['4000000000009979', { code: 'card_declined', message: cardMessages.declined }], // stolen card
  ['4000000000000069', { code: 'expired_card', message: cardMessages.expired }],
  ['4000000000000127', { code: 'incorrect_cvc', message: cardMessages.cvcIncorrect }],
]);

/** What the card network answers for a well-formed card: null means the charge succeeds. */
export function testCardOutcome(digits: string): CardError | null {
  if (succeeding.has(digits)) return null;
  return failing.get(digits) ?? { code: 'card_declined', message: cardMessages.nonTestCard };
}

export function isAmex(digits: string): boolean {
  return /^3[47]/.test(digits);
}
