import { Checkbox, Input, Select } from 'antd';
import type { UserSort } from '@classroom/http-contract';
import type { ApplicationFilters } from '../api/dashboards-api';

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
    <div className="dash-filters" role="search" aria-label="Filter the requests">
      <Input.Search
        aria-label="Search requests by name or email"
        placeholder="Search name or email"
        allowClear
        defaultValue={filters.q}
        onSearch={(q) => onChange({ q: q.trim() || undefined })}
        style={{ width: 260, maxWidth: '100%' }}
      />
      <Select
        aria-label="Status"
        value={filters.state ?? ''}
        options={STATES}
        onChange={(state: ApplicationFilters['state'] | '') =>
          onChange({ state: state || undefined })
        }
        style={{ width: 150 }}
      />
      <Select
        aria-label="Sort"
        value={filters.sort ?? 'newest'}
        options={SORTS}
        onChange={(sort) => onChange({ sort })}
        style={{ width: 150 }}
      />
      <Checkbox
        checked={filters.pendingFirst ?? false}
        disabled={filters.state !== undefined}
        onChange={(event) => onChange({ pendingFirst: event.target.checked })}
      >
        Pending first
      </Checkbox>
    </div>
  );
}
