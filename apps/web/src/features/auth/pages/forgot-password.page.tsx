import { useState } from 'react';
import { Link } from 'react-router';
import { useStores } from '../../../stores/use-stores';
import { usePageTitle } from '../../../lib/page-title';
import { deferValidate } from '../../../lib/use-deferred-validate';
import { EmailField } from '../../../ui/form-fields';
import { CheckedForm } from '../components/checked-form';
import { accountApi } from '../api/interaction-api';
import { submitErrors } from '../../../lib/submit-errors';

const addressChecks = deferValidate(() =>
  import('../model/auth-checks').then((m) => m.validateAddress),
);

/** Forgot password: a link goes to the address if it has an account; the answer never says. */
export default function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const { api } = useStores();
  const [sent, setSent] = useState('');

  const onSubmit = async (values: { email?: string }) => {
    try {
      const answer = await accountApi.forgotPassword(api, { email: values.email!.trim() });
      setSent(answer.message);
      return undefined;
    } catch (error) {
      return submitErrors(error, 'The link could not be sent. Try again.');
    }
  };

  return (
    <section className="form-card">
      <h1>Forgot your password?</h1>
      {sent ? (
        <>
          <div className="notice notice--success" role="status">
            {sent}
          </div>
          <p className="form-hint">
            The link works once, for 30 minutes. After you choose a new password, sign in with it:
            every other session of your account ends.
          </p>
        </>
      ) : (
        <CheckedForm<{ email?: string }>
          checks={addressChecks}
          onSubmit={onSubmit}
          label="Forgot password"
          submitLabel="Send me a link"
          busyLabel="Sending…"
        >
          <p className="form-hint">
            Type the e-mail address of your account and we will send you a link to choose a new
            password.
          </p>
          <EmailField />
        </CheckedForm>
      )}
      <p className="form-alt">
        <Link to="/login">Back to Sign In</Link>
      </p>
    </section>
  );
}
