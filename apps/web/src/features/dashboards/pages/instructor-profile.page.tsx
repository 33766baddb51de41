import { ProfilePage } from './profile-page';

export function Component() {
  return <ProfilePage kind="Instructor" />;
}
