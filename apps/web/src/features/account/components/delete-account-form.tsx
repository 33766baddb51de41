import { deleteAccountBody } from '@classroom/http-contract';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useStores } from '../../../stores/use-stores';
import { notifyAfterReload } from '../../../lib/notify';
import { validateWith } from '../../../lib/validate-with';
import { FormError, TextField } from '../../../ui/form-fields';
import { submitErrors } from '../../../lib/submit-errors';
import { ownAccountApi } from '../api/account-api';

export const ACCOUNT_DELETED = 'Your account has been deleted.';

const validate = validateWith(deleteAccountBody);

/** Deleting one's own account, after typing the address; payments stay for the books. */
export function DeleteAccountForm() {
  const { api, auth, navigator } = useStores();
  const [open, setOpen] = useState(false);

  const onSubmit = async (values: { confirmEmail?: string }) => {
    try {
      await ownAccountApi.deleteAccount(api, values.confirmEmail!.trim());
    } catch (error) {
      return submitErrors(error, 'The account could not be deleted. Try again.');
    }
    // A full load of the home page, signed out, which shows the toast.
    notifyAfterReload('success', ACCOUNT_DELETED);
    navigator.assign('/');
    return undefined;
  };

  if (!open) {
    return (
      <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
        Delete my account
      </button>
    );
  }
  return (
    <Form<{ confirmEmail?: string }> onSubmit={onSubmit} validate={validate}>
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Delete my account">
          <p>
            Your name, photo and sign-in go for good, and you lose access to your courses. Your
            payments stay in the school's books without your name. Type{' '}
            <strong className="break-anywhere">{auth.user?.email}</strong> to confirm.
          </p>
          <TextField name="confirmEmail" label="Your e-mail address" type="email" />
          <FormError>{submitError}</FormError>
          <div className="form-actions form-actions--start">
            <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="submit" className="button button--danger" disabled={submitting}>
              {submitting ? 'Deleting…' : 'Delete my account'}
            </button>
          </div>
        </form>
      )}
    </Form>
  );
}
