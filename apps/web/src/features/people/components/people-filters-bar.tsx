import type { UserSort } from '@classroom/http-contract';
import type { PeopleFilters } from '../api/people-api';
import { TableFiltersBar } from '../../../ui/dashboard/table-filters-bar';

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
  return (
    <TableFiltersBar
      name="Filter the users"
      searchLabel="Search users by name or email"
      searchPlaceholder="Search name or email"
      filters={props.filters}
      onChange={props.onChange}
      selects={[
        { key: 'role', label: 'Role', options: ROLES, unset: '', width: 130 },
        { key: 'state', label: 'Account state', options: STATES, unset: '', width: 150 },
        { key: 'sort', label: 'Sort', options: SORTS, unset: 'newest', width: 150 },
      ]}
    />
  );
}
