import { Table, type TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import type { PagedListStore } from '../../stores/paged-list.store';
import { EmptyList } from './empty-list';
import { Pager } from './pager';
import { TableRegion } from './table-region';

/** A page of a narrow, wrapping table with its pager; a line instead while there are no rows. */
function PagedListTableView<T extends { id: string }>({
  label,
  className,
  emptyText,
  columns,
  store,
}: {
  label: string;
  className: string;
  emptyText: string;
  columns: TableColumnsType<T>;
  store: PagedListStore<T>;
}) {
  const busy = store.status === 'loading';
  return (
    <>
      {store.status === 'ready' && store.rows.length === 0 ? (
        <EmptyList text={emptyText} />
      ) : (
        <TableRegion label={label}>
          <Table<T>
            className={className}
            tableLayout="fixed"
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={store.rows}
            loading={busy}
            pagination={false}
          />
        </TableRegion>
      )}
      <Pager store={store} busy={busy} />
    </>
  );
}

// observer() drops the row type; the cast gives it back.
export const PagedListTable = observer(PagedListTableView) as typeof PagedListTableView;
