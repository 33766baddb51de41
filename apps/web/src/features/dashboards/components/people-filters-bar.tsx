import { Input, Select } from 'antd';
import type { UserSort } from '@classroom/http-contract';
import type { PeopleFilters } from '../api/dashboards-api';

const ROLES: { value: NonNullable<PeopleFilters['role']> | ''; label: string }[] = [
  { value: '', label: 'Every role' },
  { value: 'user', label: 'Users' },
  { value: 'admin', label: 'Admins' },
];

const STATES: { value: NonNullable<PeopleFilters['state']> | ''; label: string }[] = [
  { value: '', label: 'Every state' },
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
];

const SORTS: { value: UserSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'name', label: 'Name' },
];

/** The users table's search, role and state filters and order, all run on the server. */
export function PeopleFiltersBar(props: {
  filters: PeopleFilters;
  onChange: (change: Partial<PeopleFilters>) => void;
}) {
  const { filters, onChange } = props;
  return (
    <div className="dash-filters" role="search" aria-label="Filter the users">
      <Input.Search
        // A search opened from the header replaces the text shown.
        key={filters.q ?? ''}
        aria-label="Search users by name or email"
        placeholder="Search name or email"
        allowClear
        defaultValue={filters.q}
        onSearch={(q) => onChange({ q: q.trim() || undefined })}
        style={{ width: 260, maxWidth: '100%' }}
      />
      <Select
        aria-label="Role"
        value={filters.role ?? ''}
        options={ROLES}
        onChange={(role: PeopleFilters['role'] | '') => onChange({ role: role || undefined })}
        style={{ width: 130 }}
      />
      <Select
        aria-label="Account state"
        value={filters.state ?? ''}
        options={STATES}
        onChange={(state: PeopleFilters['state'] | '') => onChange({ state: state || undefined })}
        style={{ width: 150 }}
      />
      <Select
        aria-label="Sort"
        value={filters.sort ?? 'newest'}
        options={SORTS}
        onChange={(sort) => onChange({ sort })}
        style={{ width: 150 }}
      />
    </div>
  );
}
