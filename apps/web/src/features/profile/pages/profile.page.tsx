import { Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useStores } from '../../../stores/use-stores';
import { usePageTitle } from '../../../lib/page-title';
import background from '../assets/profile-background.svg';
import { UserAvatar } from '../../../ui/user-avatar';

export type ProfileKind = 'Admin' | 'Student' | 'Instructor';

export const PROMOTION =
  'Join our Web Developer programme: build real projects with HTML, CSS, JavaScript, React and ' +
  'Node.js, learn from working engineers, and finish with a portfolio and a certificate that ' +
  'show employers what you can do. Study at your own pace, from anywhere, with lifetime access.';

/** 'Instructor & USER' for an approved instructor, else the role in capitals. */
export function roleLine(role: string, status: string): string {
  const upper = role.toUpperCase();
  return status === 'approved' ? `Instructor & ${upper}` : upper;
}

/**
 * The three dashboards' profile page: who is signed in, and a fixed promotion; the app places
 * the account settings below it (`children`).
 */
export const ProfilePage = observer(function ProfilePage({
  kind,
  children,
}: {
  kind: ProfileKind;
  children?: ReactNode;
}) {
  const { auth } = useStores();
  const name = auth.displayName;
  usePageTitle(`${name} Profile | ${kind}`);
  const record = auth.record;
  return (
    <>
      <article className="dash-profile" aria-labelledby="profile-name">
        <img className="dash-profile__cover" src={background} alt="" width={1200} height={200} />
        <div className="dash-profile__body">
          <UserAvatar
            className="dash-avatar dash-profile__photo"
            src={auth.photoURL}
            name={name}
            alt={name ? `Photo of ${name}` : 'Profile photo'}
            size={112}
          />
          <Typography.Title level={2} id="profile-name" style={{ marginTop: 8 }}>
            {name}
          </Typography.Title>
          <p>{auth.user?.email ?? record?.email}</p>
          <p className="dash-profile__role">
            {roleLine(record?.role ?? 'user', record?.status ?? '')}
          </p>
          {record?.title ? <p>{record.title}</p> : null}
          <Typography.Paragraph>{PROMOTION}</Typography.Paragraph>
        </div>
      </article>
      {children}
    </>
  );
});
