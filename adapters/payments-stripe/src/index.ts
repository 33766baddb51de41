import Stripe from 'stripe';
import { StripePaymentGateway } from './stripe-payment-gateway';

export { StripePaymentGateway, type StripeGatewaySettings } from './stripe-payment-gateway';

export interface StripeKeys {
  /** `sk_live_...` or `sk_test_...` (a restricted `rk_` key with PaymentIntents access works). */
  secretKey: string;
  /** `whsec_...`, from the webhook endpoint in the Stripe dashboard or `stripe listen`. */
  webhookSecret: string;
  /** `pk_live_...` or `pk_test_...`, handed to the payment page. */
  publishableKey: string;
  /** Seconds a webhook signature stays valid (default 300). */
  webhookTolerance?: number;
}

/**
 * The Stripe gateway. `sdkOptions` reach the SDK as they are: tests point `host`, `port` and
 * `protocol` (or an `httpClient`) at a local stand-in.
 */
export function createStripeGateway(
  keys: StripeKeys,
  sdkOptions: Stripe.StripeConfig = {},
): StripePaymentGateway {
  const stripe = new Stripe(keys.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'GS Classroom' },
    ...sdkOptions,
  });
  return new StripePaymentGateway(stripe, {
    webhookSecret: keys.webhookSecret,
    publishableKey: keys.publishableKey,
    testMode: /^(sk|rk)_test_/.test(keys.secretKey),
    webhookTolerance: keys.webhookTolerance,
  });
}
