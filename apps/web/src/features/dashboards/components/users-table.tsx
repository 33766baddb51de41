import { Button } from 'antd';
import type { TableColumnType as ColumnType } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { askAbout } from '../../../lib/confirm';
import type { DashboardUser } from '../api/dashboards-api';
import type { AdminUsersStore } from '../stores/admin-users.store';
import { AdminTable } from './admin-table';
import { EmptyList } from './empty-list';
import { Pager } from './pager';
import { runConfirmed } from './run-confirmed';
import { userProfileColumns } from './user-columns';

export const USERS_PAGE_SIZE = 10;

/** The admin's users: the current page only, with promotion to admin. */
export const UsersTable = observer(function UsersTable({
  store,
  actions,
}: {
  store: AdminUsersStore;
  /** Buttons beside the heading (the newsletter export). */
  actions?: ReactNode;
}) {
  const offset = (store.page - 1) * USERS_PAGE_SIZE;
  const busy = store.status === 'loading';
  const columns: ColumnType<DashboardUser>[] = [
    { title: 'SN', key: 'sn', render: (_, __, index) => offset + index + 1 },
    ...userProfileColumns,
    { title: 'Email', dataIndex: 'email', key: 'email' },
    { title: 'Role', dataIndex: 'role', key: 'role' },
    {
      title: 'Make Admin',
      key: 'make-admin',
      fixed: 'right',
      render: (_, user) =>
        user.role === 'admin' ? (
          'Already Added'
        ) : (
          <Button
            type="primary"
            aria-label={`Make ${user.displayName} admin`}
            onClick={() =>
              void runConfirmed(
                { label: 'Yes, Make Admin!', question: askAbout('Make admin', user.displayName) },
                () => store.makeAdmin(user.id),
                {
                  title: 'Successfully Done!',
                },
              )
            }
          >
            Make Admin
          </Button>
        ),
    },
  ];

  return (
    <section aria-labelledby="users-heading">
      <div className="dash-heading-row">
        <h2 id="users-heading" className="dash-page-heading">
          Total Users: {store.rows.length}
        </h2>
        {actions}
      </div>
      {store.status === 'ready' && store.rows.length === 0 ? (
        <EmptyList text="No users yet." />
      ) : (
        <AdminTable<DashboardUser>
          label="Users table"
          columns={columns}
          rows={store.rows}
          loading={busy}
        />
      )}
      <Pager store={store} busy={busy} />
    </section>
  );
});
