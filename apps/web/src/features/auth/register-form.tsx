import { registerBody, type RegisterBody } from '@classroom/http-contract';
import { Form } from 'react-final-form';
import { validateWith } from '../../lib/validate-with';
import { EmailField, SubmitButton, TextField } from '../../ui/form-fields';

type RegisterValues = Partial<RegisterBody>;

const validateRegister = validateWith(registerBody);

/** Name, photo URL, email and password. */
export function RegisterForm({
  onSubmit,
}: {
  onSubmit: (values: Required<RegisterValues>) => Promise<Record<string, string> | undefined>;
}) {
  return (
    <Form<RegisterValues>
      onSubmit={(values) =>
        onSubmit({
          displayName: values.displayName!.trim(),
          photoURL: values.photoURL!.trim(),
          email: values.email!.trim(),
          password: values.password!,
        })
      }
      validate={validateRegister}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Sign up">
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
            submitting={submitting}
            label="Sign Up"
            busyLabel="Signing up…"
            block
          />
        </form>
      )}
    </Form>
  );
}
