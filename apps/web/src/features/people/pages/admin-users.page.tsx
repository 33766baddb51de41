import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { useStores } from '../../../stores/use-stores';
import { ExportSubscribersButton } from '../components/export-subscribers-button';
import { showFailure } from '../../../lib/run-confirmed';
import { UsersTable } from '../components/users-table';
import { usePeople } from '../stores/use-people';

export const Component = observer(function AdminUsersPage() {
  usePageTitle('Users | Admin');
  const { auth } = useStores();
  const { adminUsers } = usePeople();
  const [params] = useSearchParams();
  const asked = params.get('q');
  useEffect(() => {
    // The header's search opens this table filtered to the person found.
    (asked ? adminUsers.filter({ q: asked }) : adminUsers.load(1)).catch(showFailure);
  }, [adminUsers, asked]);
  return (
    <UsersTable
      store={adminUsers}
      selfId={auth.record?._id}
      actions={<ExportSubscribersButton />}
    />
  );
});
