import type { RegisterBody } from '@classroom/http-contract';
import { deferValidate } from '../../../lib/use-deferred-validate';
import { EmailField, TextField } from '../../../ui/form-fields';
import { CheckedForm } from './checked-form';

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
  return (
    <CheckedForm<RegisterValues>
      checks={registerChecks}
      onSubmit={(values) =>
        onSubmit({
          displayName: values.displayName?.trim() ?? '',
          photoURL: values.photoURL?.trim() ?? '',
          email: values.email?.trim() ?? '',
          password: values.password ?? '',
        })
      }
      label="Sign up"
      submitLabel="Sign Up"
      busyLabel="Signing up…"
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
    </CheckedForm>
  );
}
