/** What the payment page posts to the test processor to pay with Stripe's success card. */
export function successCardConfirmation(
  clientSecret: string,
  billingDetails = { email: 'anonymous', name: 'anonymous' },
) {
  return {
    clientSecret,
    card: {
      number: '4242424242424242',
      expMonth: 12,
      expYear: new Date().getFullYear() + 2,
      cvc: '123',
    },
    billingDetails,
  };
}
