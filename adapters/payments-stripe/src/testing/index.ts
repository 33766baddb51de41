// Test support for other packages' tests: a local stand-in for Stripe's PaymentIntents API
// and Stripe-signed webhook headers. Never used by the running server.
export { FakeStripeApi, type FakeIntent } from './fake-stripe-api';
export { signTestWebhook } from './sign-test-webhook';
