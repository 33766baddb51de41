import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useStores } from '../../../stores/use-stores';
import { usePageTitle } from '../../../lib/page-title';
import { deferValidate, type Validate } from '../../../lib/use-deferred-validate';
import { TextField } from '../../../ui/form-fields';
import { CheckedForm } from '../components/checked-form';
import { accountApi } from '../api/interaction-api';
import { submitErrors } from '../../../lib/submit-errors';

interface ResetValues {
  password?: string;
  confirm?: string;
}

const passwordChecks = deferValidate(() =>
  import('../model/auth-checks').then((m) => m.validateNewPassword),
);

/** The new password's checks once they arrived, and its confirmation from the start. */
function newPasswordValidate(checkPassword: Validate | undefined) {
  return (values: ResetValues): Record<string, string> => {
    const errors = checkPassword?.(values) ?? {};
    if (!errors.password && values.confirm !== values.password) {
      errors.confirm = 'The passwords do not match';
    }
    return errors;
  };
}

/** The reset link's page: a new password, once. Nobody is signed in by it. */
export default function ResetPasswordPage() {
  usePageTitle('Choose a new password');
  const { api } = useStores();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const [expired, setExpired] = useState('');

  const onSubmit = async (values: ResetValues) => {
    try {
      await accountApi.resetPassword(api, { token, password: values.password! });
      setDone(true);
      return undefined;
    } catch (error) {
      const errors = submitErrors(error, 'The password could not be changed. Try again.');
      if ((error as { code?: string }).code === 'invalid_token') {
        setExpired(Object.values(errors)[0] ?? '');
      }
      return errors;
    }
  };

  return (
    <section className="form-card">
      <h1>Choose a new password</h1>
      {done ? (
        <>
          <div className="notice notice--success" role="status">
            Your password has been changed. Sign in with your new password.
          </div>
          <div className="form-actions">
            <Link to="/login" className="button button--primary">
              Sign In
            </Link>
          </div>
        </>
      ) : expired || !token ? (
        <>
          <div className="notice notice--error" role="alert">
            {expired ||
              'This link is incomplete. Open the newest link from the e-mail we sent you.'}
          </div>
          <div className="form-actions">
            <Link to="/forgot-password" className="button button--primary">
              Send me a new link
            </Link>
          </div>
        </>
      ) : (
        <CheckedForm<ResetValues>
          checks={passwordChecks}
          validateWith={newPasswordValidate}
          onSubmit={onSubmit}
          label="New password"
          submitLabel="Save the new password"
          busyLabel="Saving…"
        >
          <TextField
            name="password"
            label="New password"
            type="password"
            autoComplete="new-password"
            placeholder="At least 6 characters"
          />
          <TextField
            name="confirm"
            label="New password again"
            type="password"
            autoComplete="new-password"
            placeholder="The same password"
          />
        </CheckedForm>
      )}
    </section>
  );
}
