import type { LoginBody } from '@classroom/http-contract';
import { deferValidate } from '../../../lib/use-deferred-validate';
import { EmailField, TextField } from '../../../ui/form-fields';
import { CheckedForm } from './checked-form';

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
  return (
    <CheckedForm<LoginValues>
      checks={loginChecks}
      onSubmit={(values) =>
        onSubmit({ email: values.email?.trim() ?? '', password: values.password ?? '' })
      }
      label="Sign in"
      submitLabel="Sign In"
      busyLabel="Signing in…"
    >
      <EmailField />
      <TextField
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        placeholder="Password"
      />
    </CheckedForm>
  );
}
