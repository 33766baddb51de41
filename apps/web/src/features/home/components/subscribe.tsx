import { useState, type FormEvent } from 'react';
import { useStores } from '../../../stores/use-stores';
import { isApiError } from '../../../lib/api-error';
import { outreachApi, rateLimitedMessage } from '../../../lib/outreach-api';

export const SUBSCRIBED = 'Thank you! You are on the list; the next newsletter will reach you.';
const FAILED = 'We could not add your address. Please try again.';

type Outcome = { kind: 'sent'; email: string } | { kind: 'failed'; message: string } | null;

/**
 * The spec's plain GET form: the browser checks the address, and without JavaScript it
 * still submits. With JavaScript the address is posted to the list and the form confirms it.
 */
export function Subscribe() {
  const { api } = useStores();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    setSending(true);
    try {
      await outreachApi.subscribe(api, { email });
      setOutcome({ kind: 'sent', email });
      form.reset();
    } catch (error) {
      const message = rateLimitedMessage(error) ?? (isApiError(error) ? error.message : FAILED);
      setOutcome({ kind: 'failed', message });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="section section--soft" aria-labelledby="subscribe-title">
      <div className="container subscribe">
        <h2 id="subscribe-title" className="section__title">
          Subscribe to our newsletter
        </h2>
        <p>New courses and learning tips, once a month.</p>
        <form className="subscribe__form" method="get" action="/" onSubmit={onSubmit}>
          <label htmlFor="subscribe-email" className="visually-hidden">
            Email address
          </label>
          <input
            id="subscribe-email"
            className="pill-input"
            name="email"
            type="email"
            required
            placeholder="Enter your email"
            autoComplete="email"
          />
          <button type="submit" className="button button--primary" disabled={sending}>
            Subscribe
          </button>
        </form>
        <p className="subscribe__outcome" role="status" aria-live="polite">
          {outcome?.kind === 'sent' && (
            <span className="subscribe__sent">
              {SUBSCRIBED} <span className="break-anywhere">({outcome.email})</span>
            </span>
          )}
          {outcome?.kind === 'failed' && (
            <span className="subscribe__failed">{outcome.message}</span>
          )}
        </p>
      </div>
    </section>
  );
}
