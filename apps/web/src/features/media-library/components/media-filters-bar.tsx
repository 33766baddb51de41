import type { MediaSort } from '@classroom/http-contract';
import type { MediaFilters } from '../api/media-library-api';
import { TableFiltersBar } from '../../../ui/dashboard/table-filters-bar';

const KINDS: { value: NonNullable<MediaFilters['kind']> | ''; label: string }[] = [
  { value: '', label: 'Every kind' },
  { value: 'video', label: 'Videos' },
  { value: 'image', label: 'Images' },
  { value: 'file', label: 'Files' },
];

const STATES: { value: NonNullable<MediaFilters['state']> | ''; label: string }[] = [
  { value: '', label: 'Every state' },
  { value: 'ready', label: 'Ready' },
  { value: 'processing', label: 'Processing' },
  { value: 'uploading', label: 'Uploading' },
  { value: 'failed', label: 'Failed' },
];

const SORTS: { value: MediaSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'name', label: 'Name' },
  { value: 'size-desc', label: 'Size, large to small' },
  { value: 'size-asc', label: 'Size, small to large' },
];

/** The media library's search by file name, kind, state and order, run on the server. */
export function MediaFiltersBar(props: {
  filters: MediaFilters;
  onChange: (change: Partial<MediaFilters>) => void;
}) {
  return (
    <TableFiltersBar
      name="Filter the files"
      searchLabel="Search files by name"
      searchPlaceholder="Search file name"
      filters={props.filters}
      onChange={props.onChange}
      selects={[
        { key: 'kind', label: 'Kind', options: KINDS, unset: '', width: 130 },
        { key: 'state', label: 'File state', options: STATES, unset: '', width: 140 },
        { key: 'sort', label: 'Sort', options: SORTS, unset: 'newest', width: 190 },
      ]}
    />
  );
}
