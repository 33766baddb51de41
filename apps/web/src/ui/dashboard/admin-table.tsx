import { Spin, Table } from 'antd';
import type { TableColumnType as ColumnType } from 'antd';
import type { ReactNode } from 'react';
import { useMediaQuery } from '../../lib/use-media-query';
import { TableRegion } from './table-region';

/** Below this width a row is a card: no table of this kind fits a phone with its actions. */
const PHONE = '(max-width: 767px)';

interface AdminTableProps<T> {
  label: string;
  /** The action columns are marked `fixed: 'right'`: pinned in the table, a button row on a card. */
  columns: ColumnType<T>[];
  rows: T[];
  loading: boolean;
}

function cell<T>(column: ColumnType<T>, row: T, index: number): ReactNode {
  const key = column.dataIndex as keyof T | undefined;
  const value = key === undefined ? undefined : row[key];
  return column.render ? (column.render(value, row, index) as ReactNode) : (value as ReactNode);
}

const shown = (content: ReactNode) => content !== null && content !== undefined && content !== '';

/**
 * An admin table whose columns and actions are always on screen. On wide screens the columns
 * share the width, their text wrapping as it must, so a laptop shows every one whole; where
 * even wrapped they do not fit (a tablet), the data scrolls under the action columns pinned
 * at the right edge. On phones each row is a card with its fields listed and its actions
 * underneath.
 */
export function AdminTable<T extends { id: string }>({
  label,
  columns,
  rows,
  loading,
}: AdminTableProps<T>) {
  const phone = useMediaQuery(PHONE);
  if (!phone) {
    return (
      <TableRegion label={label} pinned>
        <Table<T>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={loading}
          pagination={false}
          tableLayout="auto"
          scroll={{ x: true }}
        />
      </TableRegion>
    );
  }
  const fields = columns.filter((column) => !column.fixed);
  const actions = columns.filter((column) => column.fixed);
  return (
    <Spin spinning={loading}>
      <ul className="dash-row-cards" aria-label={label}>
        {rows.map((row, index) => (
          <li key={row.id} className="dash-row-card">
            <dl>
              {fields.map((column) => {
                const content = cell(column, row, index);
                return shown(content) ? (
                  <div key={String(column.key)}>
                    <dt>{column.title as ReactNode}</dt>
                    <dd>{content}</dd>
                  </div>
                ) : null;
              })}
            </dl>
            <div className="dash-row-card__actions">
              {actions.map((column) => {
                const content = cell(column, row, index);
                return shown(content) ? <span key={String(column.key)}>{content}</span> : null;
              })}
            </div>
          </li>
        ))}
      </ul>
    </Spin>
  );
}
