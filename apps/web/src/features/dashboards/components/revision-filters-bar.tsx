import { Input, Select } from 'antd';
import type { RevisionFilters } from '../api/dashboards-api';

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
  const { filters, onChange } = props;
  return (
    <div className="dash-filters" role="search" aria-label="Filter the revisions">
      <Input.Search
        aria-label="Search revisions by course or instructor"
        placeholder="Search course or instructor"
        allowClear
        defaultValue={filters.q}
        onSearch={(q) => onChange({ q: q.trim() || undefined })}
        style={{ width: 260, maxWidth: '100%' }}
      />
      <Select
        aria-label="Status"
        value={filters.state ?? ''}
        options={STATES}
        onChange={(state: RevisionFilters['state'] | '') => onChange({ state: state || undefined })}
        style={{ width: 170 }}
      />
      <Select
        aria-label="Sort"
        value={filters.sort ?? 'newest'}
        options={SORTS}
        onChange={(sort) => onChange({ sort })}
        style={{ width: 170 }}
      />
    </div>
  );
}
