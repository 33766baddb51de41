import type { LearnerSort } from '@classroom/http-contract';
import type { LearnerFilters } from '../api/courses-api';
import { TableFiltersBar } from '../../../ui/dashboard/table-filters-bar';

const STATES: { value: NonNullable<LearnerFilters['state']> | ''; label: string }[] = [
  { value: '', label: 'Every student' },
  { value: 'completed', label: 'Completed' },
  { value: 'in-progress', label: 'In progress' },
  { value: 'not-started', label: 'Not started' },
];

const SORTS: { value: LearnerSort; label: string }[] = [
  { value: 'newest', label: 'Newest enrolled first' },
  { value: 'oldest', label: 'Oldest enrolled first' },
  { value: 'progress-desc', label: 'Progress, high to low' },
  { value: 'progress-asc', label: 'Progress, low to high' },
  { value: 'name', label: 'Name' },
];

/** A course's students: search by name or e-mail, standing and order, run on the server. */
export function LearnerFiltersBar(props: {
  filters: LearnerFilters;
  onChange: (change: Partial<LearnerFilters>) => void;
}) {
  return (
    <TableFiltersBar
      name="Filter the students"
      searchLabel="Search students by name or email"
      searchPlaceholder="Search name or email"
      filters={props.filters}
      onChange={props.onChange}
      selects={[
        { key: 'state', label: 'Progress state', options: STATES, unset: '', width: 150 },
        { key: 'sort', label: 'Sort', options: SORTS, unset: 'newest', width: 200 },
      ]}
    />
  );
}
