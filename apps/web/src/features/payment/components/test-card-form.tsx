import type {
  CheckoutWire,
  TestCardConfirmBody,
  TestConfirmedWire,
} from '@classroom/http-contract';
import { Field, Form } from 'react-final-form';
import type { ApiClient } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import {
  formatCardNumber,
  formatExpiry,
  toCardDetails,
  validateCard,
  type CardValues,
} from '../model/card-validation';
import { CardError, type ConfirmCard } from '../stores/checkout.store';

export interface BillingDetails {
  email: string;
  name: string;
}

/** Confirms with the bundled test-mode processor, which honours the public test card numbers. */
export function confirmWithTestProcessor(
  api: ApiClient,
  card: CardValues,
  billingDetails: BillingDetails,
): ConfirmCard {
  return async (intent: CheckoutWire) => {
    try {
      const body: TestCardConfirmBody = {
        clientSecret: intent.clientSecret,
        card: toCardDetails(card),
        billingDetails,
      };
      const answer = await api.post<TestConfirmedWire>(
        `/test-processor/payment_intents/${encodeURIComponent(intent.intentId)}/confirm`,
        body,
      );
      return answer.id;
    } catch (error) {
      if (isApiError(error) && error.status === 402) throw new CardError(error.message, error.code);
      throw error;
    }
  };
}

function CardField({
  name,
  label,
  placeholder,
  format,
  autoComplete,
  inputMode,
}: {
  name: keyof CardValues;
  label: string;
  placeholder: string;
  format: (value: string) => string;
  autoComplete: string;
  inputMode: 'numeric';
}) {
  return (
    <Field<string> name={name} parse={format}>
      {({ input, meta }) => {
        const id = `card-${name}`;
        const invalid = Boolean(meta.touched && meta.error);
        return (
          <div className="field">
            <label htmlFor={id}>{label}</label>
            <input
              {...input}
              id={id}
              placeholder={placeholder}
              autoComplete={autoComplete}
              inputMode={inputMode}
              aria-invalid={invalid}
              aria-describedby={invalid ? `${id}-error` : undefined}
            />
            {invalid && (
              <p className="field__error" id={`${id}-error`}>
                {meta.error}
              </p>
            )}
          </div>
        );
      }}
    </Field>
  );
}

/** The card form of test mode: number, expiry and CVC, checked before anything is sent. */
export function TestCardForm({
  canPay,
  paying,
  onPay,
}: {
  canPay: boolean;
  paying: boolean;
  onPay: (card: CardValues) => Promise<unknown>;
}) {
  return (
    <Form<CardValues>
      onSubmit={(values) => void onPay(values)}
      validate={(values) => validateCard(values)}
    >
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Card payment">
          <CardField
            name="number"
            label="Card number"
            placeholder="1234 1234 1234 1234"
            format={formatCardNumber}
            autoComplete="cc-number"
            inputMode="numeric"
          />
          <div className="card-row">
            <CardField
              name="expiry"
              label="Expiry (MM / YY)"
              placeholder="MM / YY"
              format={formatExpiry}
              autoComplete="cc-exp"
              inputMode="numeric"
            />
            <CardField
              name="cvc"
              label="CVC"
              placeholder="CVC"
              format={(value) => value.replace(/\D/g, '').slice(0, 4)}
              autoComplete="cc-csc"
              inputMode="numeric"
            />
          </div>
          <button type="submit" className="button button--primary button--block" disabled={!canPay}>
            {paying ? 'Paying…' : 'Pay'}
          </button>
        </form>
      )}
    </Form>
  );
}
