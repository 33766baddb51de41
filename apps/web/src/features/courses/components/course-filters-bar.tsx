import { Checkbox } from 'antd';
import type { CourseTableSort } from '@classroom/http-contract';
import type { CourseFilters } from '../api/courses-api';
import type { CourseStatus } from '../../../lib/wire';
import { TableFiltersBar } from '../../../ui/dashboard/table-filters-bar';

const STATES: { value: CourseStatus | ''; label: string }[] = [
  { value: '', label: 'Every status' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'unpublished', label: 'Unpublished' },
];

const SORTS: { value: CourseTableSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'name', label: 'Name' },
  { value: 'popular', label: 'Most students' },
  { value: 'price-asc', label: 'Price, low to high' },
  { value: 'price-desc', label: 'Price, high to low' },
];

const EVERY_COURSE = {
  label: 'Search courses by name or instructor',
  placeholder: 'Search name or instructor',
};

/**
 * A course table's search, status filter, order and "pending first", all run on the server.
 * `search` names what the box searches (an instructor's own list: their courses' names).
 */
export function CourseFiltersBar(props: {
  filters: CourseFilters;
  onChange: (change: Partial<CourseFilters>) => void;
  search?: { label: string; placeholder: string };
}) {
  const { filters, onChange, search = EVERY_COURSE } = props;
  return (
    <TableFiltersBar
      name="Filter the courses"
      searchLabel={search.label}
      searchPlaceholder={search.placeholder}
      filters={filters}
      onChange={onChange}
      selects={[
        { key: 'state', label: 'Status', options: STATES, unset: '', width: 150 },
        { key: 'sort', label: 'Sort', options: SORTS, unset: 'newest', width: 170 },
      ]}
    >
      <Checkbox
        checked={filters.pendingFirst ?? false}
        onChange={(event) => onChange({ pendingFirst: event.target.checked })}
      >
        Pending first
      </Checkbox>
    </TableFiltersBar>
  );
}
