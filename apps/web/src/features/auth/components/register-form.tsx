import type { RegisterBody } from '@classroom/http-contract';
import { Form } from 'react-final-form';
import { deferValidate, useDeferredValidate } from '../../../lib/use-deferred-validate';
import { EmailField, SubmitButton, TextField } from '../../../ui/form-fields';

type RegisterValues = Partial<RegisterBody>;

const registerChecks = deferValidate(() =>
  import('../model/auth-checks').then((m) => m.validateRegister),
);

/** Name, photo URL, email and password. */
export function RegisterForm({
  onSubmit,
}: {
  onSubmit: (values: Required<RegisterValues>) => Promise<Record<string, string> | undefined>;
}) {
  const checks = useDeferredValidate(registerChecks);
  return (
    <Form<RegisterValues>
      onSubmit={(values: RegisterValues) =>
        onSubmit({
          displayName: values.displayName?.trim() ?? '',
          photoURL: values.photoURL?.trim() ?? '',
          email: values.email?.trim() ?? '',
          password: values.password ?? '',
        })
      }
      validate={checks.validate}
    >
      {({ form, submitting, submitError }) => (
        <form
          onSubmit={checks.submit(form)}
          onFocus={checks.prefetch}
          noValidate
          aria-label="Sign up"
        >
          <TextField name="displayName" label="Name" autoComplete="name" placeholder="Your name" />
          <TextField
            name="photoURL"
            label="Photo URL"
            type="url"
            autoComplete="photo"
            placeholder="https://..."
          />
          <EmailField />
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            placeholder="Password"
          />
          <SubmitButton
            submitError={submitError}
            submitting={submitting || checks.waiting}
            label="Sign Up"
            busyLabel="Signing up…"
            block
          />
        </form>
      )}
    </Form>
  );
}
