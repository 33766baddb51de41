import { Button, Tag } from 'antd';
import type { TableColumnType as ColumnType } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { askAbout } from '../../../lib/confirm';
import { EmailText } from '../../../ui/email-text';
import type { DashboardUser } from '../api/people-api';
import { USERS_PAGE_SIZE, type AdminUsersStore } from '../stores/admin-users.store';
import { AccountActionButton } from './account-action-button';
import { AdminTable } from '../../../ui/dashboard/admin-table';
import { STATUS_COLORS } from '../../../ui/dashboard/course-status-tag';
import { EmptyList } from '../../../ui/dashboard/empty-list';
import { Pager } from '../../../ui/dashboard/pager';
import { PeopleFiltersBar } from './people-filters-bar';
import { ReasonButton } from '../../../ui/dashboard/reason-button';
import { runConfirmed, showFailure } from '../../../lib/run-confirmed';
import { userProfileColumns } from './user-columns';

/** Suspend or reactivate a user; demote another admin (an admin is demoted before suspension). */
function accountAction(store: AdminUsersStore, user: DashboardUser, selfId: string | undefined) {
  if (user.id === selfId) return 'You';
  if (user.role === 'admin') {
    return (
      <AccountActionButton
        action="Demote"
        name={user.displayName}
        run={() => store.demote(user.id)}
      />
    );
  }
  return user.suspended ? (
    <AccountActionButton
      action="Reactivate"
      name={user.displayName}
      run={() => store.reactivate(user.id)}
    />
  ) : (
    <ReasonButton
      action="Suspend"
      subject="account"
      name={user.displayName}
      decide={(reason) => store.suspend(user.id, reason)}
    />
  );
}

/**
 * The admin's users, a page at a time, searched, filtered and sorted on the server: promotion
 * to admin, demotion, suspension and reactivation.
 */
export const UsersTable = observer(function UsersTable({
  store,
  selfId,
  actions,
}: {
  store: AdminUsersStore;
  /** The signed-in admin, who cannot demote themselves. */
  selfId?: string;
  /** Buttons beside the heading (the newsletter export). */
  actions?: ReactNode;
}) {
  const offset = (store.page - 1) * USERS_PAGE_SIZE;
  const busy = store.status === 'loading';
  const columns: ColumnType<DashboardUser>[] = [
    { title: 'SN', key: 'sn', render: (_, __, index) => offset + index + 1 },
    ...userProfileColumns,
    {
      title: 'Email',
      key: 'email',
      render: (_, user) => <EmailText value={user.email} />,
    },
    { title: 'Role', dataIndex: 'role', key: 'role' },
    {
      title: 'State',
      key: 'state',
      render: (_, user) =>
        user.suspended ? (
          <Tag color={STATUS_COLORS.rejected}>Suspended</Tag>
        ) : (
          <Tag color={STATUS_COLORS.approved}>Active</Tag>
        ),
    },
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
            disabled={user.suspended}
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
    {
      title: 'Account',
      key: 'account',
      fixed: 'right',
      render: (_, user) => accountAction(store, user, selfId),
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
      <PeopleFiltersBar
        filters={store.filters}
        onChange={(change) => store.filter(change).catch(showFailure)}
      />
      {store.status === 'ready' && store.rows.length === 0 ? (
        <EmptyList
          text={store.total === 0 && isUnfiltered(store) ? 'No users yet.' : 'No users match.'}
        />
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

function isUnfiltered(store: AdminUsersStore): boolean {
  const { q, role, state } = store.filters;
  return !q && !role && !state;
}
