import { observer } from 'mobx-react-lite';
import { useStores } from '../../../stores/use-stores';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountForm } from './delete-account-form';
import { EditProfileForm } from './edit-profile-form';

/** The signed-in person's own account, below their profile card on every dashboard. */
export const AccountSettings = observer(function AccountSettings() {
  const { auth } = useStores();
  return (
    <div className="account-settings">
      <section className="account-panel" aria-labelledby="edit-profile-title">
        <h2 id="edit-profile-title">Edit profile</h2>
        <EditProfileForm />
      </section>
      {auth.user?.canChangePassword && (
        <section className="account-panel" aria-labelledby="change-password-title">
          <h2 id="change-password-title">Change password</h2>
          <ChangePasswordForm />
        </section>
      )}
      <section className="account-panel account-panel--danger" aria-labelledby="delete-title">
        <h2 id="delete-title">Delete account</h2>
        <DeleteAccountForm />
      </section>
    </div>
  );
});
