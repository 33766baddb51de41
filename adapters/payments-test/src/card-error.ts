/** The card failures the test processor reports, with Stripe's codes. */
export type CardErrorCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_number'
  | 'incorrect_cvc'
  | 'invalid_expiry';

export interface CardError {
  code: CardErrorCode;
  message: string;
}

/** Stripe's customer-facing wording, so the payment page reads the same in both modes. */
export const cardMessages = {
  declined: 'Your card was declined.',
  nonTestCard:
    'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  numberIncorrect: 'Your card number is incorrect.',
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  expiryYearInvalid: "Your card's expiration year is invalid.",
  expiryYearPast: "Your card's expiration year is in the past.",
  expiryDatePast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  cvcInvalid: "Your card's security code is invalid.",
  cvcIncorrect: "Your card's security code is incorrect.",
} as const;
