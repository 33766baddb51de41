import { Checkbox } from 'antd';
import type { MoneySort } from '@classroom/http-contract';
import type { RefundQueueFilters, RefundStatus } from '../api/money-api';
import { TableFiltersBar } from '../../../ui/dashboard/table-filters-bar';

const STATUSES: { value: RefundStatus | ''; label: string }[] = [
  { value: '', label: 'Every status' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'refunded', label: 'Refunded' },
  { value: 'declined', label: 'Declined' },
];

const SORTS: { value: MoneySort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'amount-desc', label: 'Amount, high to low' },
  { value: 'amount-asc', label: 'Amount, low to high' },
];

/** The refund queue's search, status filter, order and "pending first", run on the server. */
export function RefundFiltersBar(props: {
  filters: RefundQueueFilters;
  onChange: (change: Partial<RefundQueueFilters>) => void;
}) {
  const { filters, onChange } = props;
  return (
    <TableFiltersBar
      name="Filter the refund requests"
      searchLabel="Search refund requests by course or student"
      searchPlaceholder="Search course or student"
      filters={filters}
      onChange={onChange}
      selects={[
        { key: 'status', label: 'Status', options: STATUSES, unset: '', width: 150 },
        { key: 'sort', label: 'Sort', options: SORTS, unset: 'newest', width: 190 },
      ]}
    >
      <Checkbox
        checked={filters.pendingFirst ?? true}
        onChange={(event) => onChange({ pendingFirst: event.target.checked })}
      >
        Pending first
      </Checkbox>
    </TableFiltersBar>
  );
}
