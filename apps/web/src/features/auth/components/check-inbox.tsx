import { useState } from 'react';
import { Link } from 'react-router';
import { useStores } from '../../../stores/use-stores';
import { isApiError } from '../../../lib/api-error';
import { accountApi } from '../api/interaction-api';

/**
 * After sign-up, or a sign-in with an address not verified yet: where the link went, and a
 * way to have it sent again. The answer never says whether the address has an account.
 */
export function CheckInbox({ email, heading }: { email: string; heading: string }) {
  const { api } = useStores();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const [message, setMessage] = useState('');

  const resend = async () => {
    setState('sending');
    try {
      const answer = await accountApi.resendVerification(api, { email });
      setMessage(answer.message);
      setState('sent');
    } catch (error) {
      setMessage(isApiError(error) ? error.message : 'The link could not be sent. Try again.');
      setState('failed');
    }
  };

  return (
    <section className="form-card" aria-labelledby="check-inbox-title">
      <h1 id="check-inbox-title">{heading}</h1>
      <p>
        We sent a link to <strong className="break-anywhere">{email}</strong>. Open it within 24
        hours and sign in with your password to confirm that the address is yours.
      </p>
      <p className="form-hint">
        No e-mail? Look in your spam folder, or send the link again. You can ask for three links an
        hour.
      </p>
      {message && (
        <div className={`notice${state === 'failed' ? ' notice--error' : ''}`} role="status">
          {message}
        </div>
      )}
      <div className="form-actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => void resend()}
          disabled={state === 'sending'}
        >
          {state === 'sending' ? 'Sending…' : 'Send the link again'}
        </button>
        <Link to="/login" className="button button--ghost">
          Back to Sign In
        </Link>
      </div>
    </section>
  );
}
