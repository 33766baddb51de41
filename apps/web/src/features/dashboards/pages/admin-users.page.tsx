import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { usePageTitle } from '../../../lib/page-title';
import { useStores } from '../../../stores/use-stores';
import { ExportSubscribersButton } from '../components/export-subscribers-button';
import { showFailure } from '../components/run-confirmed';
import { UsersTable } from '../components/users-table';
import { useDashboards } from '../stores/use-dashboards';

export const Component = observer(function AdminUsersPage() {
  usePageTitle('Users | Admin');
  const { auth } = useStores();
  const { adminUsers } = useDashboards();
  useEffect(() => {
    adminUsers.load(1).catch(showFailure);
  }, [adminUsers]);
  return (
    <UsersTable
      store={adminUsers}
      selfId={auth.record?._id}
      actions={<ExportSubscribersButton />}
    />
  );
});
