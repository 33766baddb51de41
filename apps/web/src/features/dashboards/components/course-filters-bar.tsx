import { Checkbox, Input, Select } from 'antd';
import type { CourseTableSort } from '@classroom/http-contract';
import type { CourseFilters, CourseStatus } from '../api/dashboards-api';

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

/** A course table's search, status filter, order and "pending first", all run on the server. */
export function CourseFiltersBar(props: {
  filters: CourseFilters;
  onChange: (change: Partial<CourseFilters>) => void;
}) {
  const { filters, onChange } = props;
  return (
    <div className="dash-filters" role="search" aria-label="Filter the courses">
      <Input.Search
        aria-label="Search courses by name or instructor"
        placeholder="Search name or instructor"
        allowClear
        defaultValue={filters.q}
        onSearch={(q) => onChange({ q: q.trim() || undefined })}
        style={{ width: 260, maxWidth: '100%' }}
      />
      <Select
        aria-label="Status"
        value={filters.state ?? ''}
        options={STATES}
        onChange={(state: CourseStatus | '') => onChange({ state: state || undefined })}
        style={{ width: 150 }}
      />
      <Select
        aria-label="Sort"
        value={filters.sort ?? 'newest'}
        options={SORTS}
        onChange={(sort) => onChange({ sort })}
        style={{ width: 170 }}
      />
      <Checkbox
        checked={filters.pendingFirst ?? false}
        onChange={(event) => onChange({ pendingFirst: event.target.checked })}
      >
        Pending first
      </Checkbox>
    </div>
  );
}
