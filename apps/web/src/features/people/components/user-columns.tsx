import type { TableColumnType as ColumnType } from 'antd';
import type { DashboardUser } from '../api/people-api';
import { UserAvatar } from '../../../ui/user-avatar';

/** The person's photo and name, as the users' and the applications' tables show them. */
export const userProfileColumns: ColumnType<DashboardUser>[] = [
  {
    title: 'Profile',
    key: 'profile',
    render: (_, user) => (
      <UserAvatar
        src={user.photoURL}
        name={user.displayName}
        alt={`Photo of ${user.displayName}`}
      />
    ),
  },
  { title: 'Name', dataIndex: 'displayName', key: 'name' },
];
