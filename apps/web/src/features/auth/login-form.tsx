import { loginBody, type LoginBody } from '@classroom/http-contract';
import { Form } from 'react-final-form';
import { validateWith } from '../../lib/validate-with';
import { EmailField, SubmitButton, TextField } from '../../ui/form-fields';

type LoginValues = Partial<Pick<LoginBody, 'email' | 'password'>>;

const validateLogin = validateWith(loginBody.pick({ email: true, password: true }));

/** Email and password; `onSubmit` answers undefined or react-final-form submission errors. */
export function LoginForm({
  onSubmit,
}: {
  onSubmit: (values: Required<LoginValues>) => Promise<Record<string, string> | undefined>;
}) {
  return (
    <Form<LoginValues>
      onSubmit={(values) => onSubmit({ email: values.email!.trim(), password: values.password! })}
      validate={validateLogin}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Sign in">
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
            submitting={submitting}
            label="Sign In"
            busyLabel="Signing in…"
            block
          />
        </form>
      )}
    </Form>
  );
}
