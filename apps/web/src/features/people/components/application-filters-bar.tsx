import { Checkbox } from 'antd';
import type { UserSort } from '@classroom/http-contract';
import type { ApplicationFilters } from '../api/people-api';
import { TableFiltersBar } from '../../../ui/dashboard/table-filters-bar';

const STATES: { value: NonNullable<ApplicationFilters['state']> | ''; label: string }[] = [
  { value: 'applied', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: '', label: 'Every request' },
];

const SORTS: { value: UserSort; label: string }[] = [
  { value: 'oldest', label: 'Oldest first' },
  { value: 'newest', label: 'Newest first' },
  { value: 'name', label: 'Name' },
];

/** Teacher Request's search, state filter, order and "pending first", run on the server. */
export function ApplicationFiltersBar(props: {
  filters: ApplicationFilters;
  onChange: (change: Partial<ApplicationFilters>) => void;
}) {
  const { filters, onChange } = props;
  return (
    <TableFiltersBar
      name="Filter the requests"
      searchLabel="Search requests by name or email"
      searchPlaceholder="Search name or email"
      filters={filters}
      onChange={onChange}
      selects={[
        { key: 'state', label: 'Status', options: STATES, unset: '', width: 150 },
        { key: 'sort', label: 'Sort', options: SORTS, unset: 'newest', width: 150 },
      ]}
    >
      <Checkbox
        checked={filters.pendingFirst ?? false}
        disabled={filters.state !== undefined}
        onChange={(event) => onChange({ pendingFirst: event.target.checked })}
      >
        Pending first
      </Checkbox>
    </TableFiltersBar>
  );
}
