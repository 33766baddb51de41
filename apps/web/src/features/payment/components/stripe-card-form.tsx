import type { CheckoutWire } from '@classroom/http-contract';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CardError } from '../stores/checkout.store';
import type { BillingDetails } from './test-card-form';

/**
 * Stripe Elements' card field. Loaded (with Stripe.js) only when the server is configured
 * with a publishable key; card data never touches our pages.
 */
export default function StripeCardForm({
  publishableKey,
  billingDetails,
  canPay,
  paying,
  onPay,
}: {
  publishableKey: string;
  billingDetails: BillingDetails;
  canPay: boolean;
  paying: boolean;
  onPay: (confirm: (intent: CheckoutWire) => Promise<string>) => Promise<unknown>;
}) {
  const mountPoint = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [card, setCard] = useState<StripeCardElement | null>(null);
  const [loadError, setLoadError] = useState('');

  useEffect(() => {
    let mounted: StripeCardElement | null = null;
    let cancelled = false;
    import('@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((instance) => {
        if (cancelled || !instance || !mountPoint.current) return;
        mounted = instance.elements().create('card', { hidePostalCode: true });
        mounted.mount(mountPoint.current);
        setStripe(instance);
        setCard(mounted);
      })
      .catch(() => setLoadError('The card form could not be loaded. Please try again later.'));
    return () => {
      cancelled = true;
      mounted?.destroy();
    };
  }, [publishableKey]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !card) return;
    void onPay(async (intent) => {
      const { error, paymentIntent } = await stripe.confirmCardPayment(intent.clientSecret, {
        payment_method: { card, billing_details: billingDetails },
      });
      if (error) throw new CardError(error.message ?? 'Your card was declined.', error.code);
      return paymentIntent.id;
    });
  };

  return (
    <form onSubmit={onSubmit} aria-label="Card payment">
      <div className="field">
        <span className="field__label">Card details</span>
        <div className="stripe-card" ref={mountPoint} />
      </div>
      {loadError && <p className="field__error">{loadError}</p>}
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={!canPay || !stripe || !card}
      >
        {paying ? 'Paying…' : 'Pay'}
      </button>
    </form>
  );
}
