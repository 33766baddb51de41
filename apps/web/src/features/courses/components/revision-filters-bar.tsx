import type { RevisionFilters } from '../api/courses-api';
import { TableFiltersBar } from '../../../ui/dashboard/table-filters-bar';

const STATES: { value: NonNullable<RevisionFilters['state']> | ''; label: string }[] = [
  { value: 'pending', label: 'Awaiting review' },
  { value: 'rejected', label: 'Rejected' },
  { value: '', label: 'Every revision' },
];

const SORTS: { value: NonNullable<RevisionFilters['sort']>; label: string }[] = [
  { value: 'oldest', label: 'Waiting longest' },
  { value: 'newest', label: 'Newest first' },
];

/** The revisions queue's search, state filter and order, run on the server. */
export function RevisionFiltersBar(props: {
  filters: RevisionFilters;
  onChange: (change: Partial<RevisionFilters>) => void;
}) {
  return (
    <TableFiltersBar
      name="Filter the revisions"
      searchLabel="Search revisions by course or instructor"
      searchPlaceholder="Search course or instructor"
      filters={props.filters}
      onChange={props.onChange}
      selects={[
        { key: 'state', label: 'Status', options: STATES, unset: '', width: 170 },
        { key: 'sort', label: 'Sort', options: SORTS, unset: 'newest', width: 170 },
      ]}
    />
  );
}
