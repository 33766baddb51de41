import { AccountSettings } from '../../features/account/components/account-settings';
import { ProfilePage, type ProfileKind } from '../../features/profile/pages/profile.page';

/** The dashboards' profile page, composed with the account settings feature. */
export function ProfileWithSettings({ kind }: { kind: ProfileKind }) {
  return (
    <ProfilePage kind={kind}>
      <AccountSettings />
    </ProfilePage>
  );
}
