import { changePasswordBody } from '@classroom/http-contract';
import { Form } from 'react-final-form';
import { useStores } from '../../../stores/use-stores';
import { notifyAfterReload } from '../../../lib/notify';
import { validateWith } from '../../../lib/validate-with';
import { SubmitButton, TextField } from '../../../ui/form-fields';
import { ownAccountApi } from '../api/account-api';
import { submitErrors } from '../../../lib/submit-errors';

interface PasswordValues {
  currentPassword?: string;
  newPassword?: string;
  confirm?: string;
}

const checkPasswords = validateWith(changePasswordBody);

function validate(values: PasswordValues): Record<string, string> {
  const errors = checkPasswords({
    currentPassword: values.currentPassword ?? '',
    newPassword: values.newPassword ?? '',
  });
  if (!errors.newPassword && values.confirm !== values.newPassword) {
    errors.confirm = 'The passwords do not match';
  }
  return errors;
}

export const PASSWORD_CHANGED = 'Password changed. Sign in with your new password.';

/** The current password, then the new one twice. Every session ends, this one too. */
export function ChangePasswordForm() {
  const { api, auth } = useStores();

  const onSubmit = async (values: PasswordValues) => {
    try {
      await ownAccountApi.changePassword(api, {
        currentPassword: values.currentPassword!,
        newPassword: values.newPassword!,
      });
    } catch (error) {
      return submitErrors(error, 'The password could not be changed. Try again.');
    }
    // Every session ended on the server. A full navigation to the sign-in screen, which shows
    // the toast, then back here; no page of this one is shown signed out in between.
    notifyAfterReload('success', PASSWORD_CHANGED);
    auth.signIn(window.location.pathname);
    return undefined;
  };

  return (
    <Form<PasswordValues> onSubmit={onSubmit} validate={validate}>
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Change password">
          <TextField
            name="currentPassword"
            label="Current password"
            type="password"
            autoComplete="current-password"
          />
          <TextField
            name="newPassword"
            label="New password"
            type="password"
            autoComplete="new-password"
          />
          <TextField
            name="confirm"
            label="New password again"
            type="password"
            autoComplete="new-password"
          />
          <SubmitButton
            submitError={submitError}
            submitting={submitting}
            label="Change password"
            busyLabel="Changing…"
          />
        </form>
      )}
    </Form>
  );
}
