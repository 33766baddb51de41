import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'react-router';
import { useStores } from '../../../stores/use-stores';
import { usePageTitle } from '../../../lib/page-title';
import { deferValidate, useDeferredValidate } from '../../../lib/use-deferred-validate';
import { EmailField, SubmitButton } from '../../../ui/form-fields';
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
  const checks = useDeferredValidate(addressChecks);

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
        <Form<{ email?: string }> onSubmit={onSubmit} validate={checks.validate}>
          {({ form, submitting, submitError }) => (
            <form
              onSubmit={checks.submit(form)}
              onFocus={checks.prefetch}
              noValidate
              aria-label="Forgot password"
            >
              <p className="form-hint">
                Type the e-mail address of your account and we will send you a link to choose a new
                password.
              </p>
              <EmailField />
              <SubmitButton
                submitError={submitError}
                submitting={submitting || checks.waiting}
                label="Send me a link"
                busyLabel="Sending…"
                block
              />
            </form>
          )}
        </Form>
      )}
      <p className="form-alt">
        <Link to="/login">Back to Sign In</Link>
      </p>
    </section>
  );
}
