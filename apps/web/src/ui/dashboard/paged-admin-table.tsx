import type { TableColumnType as ColumnType } from 'antd';
import { observer } from 'mobx-react-lite';
import type { PagedListStore } from '../../stores/paged-list.store';
import { AdminTable } from './admin-table';
import { EmptyList } from './empty-list';
import { Pager } from './pager';

/** A page of an admin table with its pager, or a line saying that nothing matches. */
function PagedAdminTableView<T extends { id: string }>({
  label,
  emptyText,
  columns,
  store,
}: {
  label: string;
  emptyText: string;
  columns: ColumnType<T>[];
  store: PagedListStore<T>;
}) {
  const busy = store.status === 'loading' || store.status === 'idle';
  if (store.status === 'ready' && store.total === 0) return <EmptyList text={emptyText} />;
  return (
    <>
      <AdminTable<T> label={label} columns={columns} rows={store.rows} loading={busy} />
      <Pager store={store} busy={busy} />
    </>
  );
}

// observer() drops the row type; the cast gives it back.
export const PagedAdminTable = observer(PagedAdminTableView) as typeof PagedAdminTableView;
