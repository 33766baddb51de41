import type { LoginBody } from '@classroom/http-contract';
import { Form } from 'react-final-form';
import { deferValidate, useDeferredValidate } from '../../../lib/use-deferred-validate';
import { EmailField, SubmitButton, TextField } from '../../../ui/form-fields';

type LoginValues = Partial<Pick<LoginBody, 'email' | 'password'>>;

const loginChecks = deferValidate(() =>
  import('../model/auth-checks').then((m) => m.validateLogin),
);

/** Email and password; `onSubmit` answers undefined or react-final-form submission errors. */
export function LoginForm({
  onSubmit,
}: {
  onSubmit: (values: Required<LoginValues>) => Promise<Record<string, string> | undefined>;
}) {
  const checks = useDeferredValidate(loginChecks);
  return (
    <Form<LoginValues>
      onSubmit={(values: LoginValues) =>
        onSubmit({ email: values.email?.trim() ?? '', password: values.password ?? '' })
      }
      validate={checks.validate}
    >
      {({ form, submitting, submitError }) => (
        <form
          onSubmit={checks.submit(form)}
          onFocus={checks.prefetch}
          noValidate
          aria-label="Sign in"
        >
          <EmailField />
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            placeholder="Password"
          />
          <SubmitButton
            submitError={submitError}
            submitting={submitting || checks.waiting}
            label="Sign In"
            busyLabel="Signing in…"
            block
          />
        </form>
      )}
    </Form>
  );
}
