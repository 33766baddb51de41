import { Button, type TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import type { OutboxEntry, OutboxFilters } from '../api/outbox-api';
import type { OutboxStore } from '../stores/outbox.store';
import { formatDateTime } from '../../../ui/format-date';
import { OutboxStatusTag, attemptsText } from './outbox-status-tag';
import { PagedListTable } from '../../../ui/dashboard/paged-list-table';
import { showFailure } from '../../../lib/run-confirmed';
import { TableFiltersBar, type FilterSelect } from '../../../ui/dashboard/table-filters-bar';

const STATUSES: { value: NonNullable<OutboxFilters['status']> | ''; label: string }[] = [
  { value: '', label: 'Any status' },
  { value: 'queued', label: 'Queued' },
  { value: 'sent', label: 'Sent' },
  { value: 'kept', label: 'Kept' },
  { value: 'failed', label: 'Failed' },
];

const SORTS: { value: NonNullable<OutboxFilters['sort']>; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];

const SELECTS: FilterSelect<OutboxFilters>[] = [
  { key: 'status', label: 'Status', options: STATUSES, unset: '', width: 140 },
  { key: 'sort', label: 'Order', options: SORTS, unset: 'newest', width: 150 },
];

/**
 * The admins' Outbox: a page of messages, searched, filtered and sorted on the server; the
 * subject opens the message.
 */
export const OutboxTable = observer(function OutboxTable({ store }: { store: OutboxStore }) {
  // Few columns that wrap, so the table fits a phone and a laptop without scrolling sideways;
  // the times have columns of their own from 576 px up and sit under the status below that.
  const columns: TableColumnsType<OutboxEntry> = [
    {
      title: 'Message',
      key: 'message',
      render: (_, entry) => (
        <>
          <Button
            type="link"
            className="outbox-subject"
            aria-label={`Read ${entry.subject}`}
            onClick={() => void store.read(entry.id).catch(showFailure)}
          >
            {entry.subject}
          </Button>
          <div className="outbox-meta">
            To {entry.recipient} · {entry.kind}
          </div>
        </>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      width: 112,
      render: (_, entry) => (
        <>
          <OutboxStatusTag status={entry.status} />
          <div className="outbox-meta">{attemptsText(entry.attempts)}</div>
          <div className="outbox-meta outbox-narrow-only">
            Created {formatDateTime(entry.createdAt)}
            {entry.sentAt ? `, sent ${formatDateTime(entry.sentAt)}` : ''}
          </div>
        </>
      ),
    },
    {
      title: 'Created',
      key: 'created',
      width: 168,
      responsive: ['sm'],
      render: (_, entry) => formatDateTime(entry.createdAt),
    },
    {
      title: 'Sent',
      key: 'sent',
      width: 168,
      responsive: ['sm'],
      render: (_, entry) => (entry.sentAt ? formatDateTime(entry.sentAt) : '—'),
    },
  ];

  return (
    <section aria-labelledby="outbox-heading">
      <h2 id="outbox-heading" className="dash-page-heading">
        Outbox: {store.total} messages
      </h2>
      <TableFiltersBar<OutboxFilters>
        name="Filter the outbox"
        searchLabel="Recipient or subject"
        searchPlaceholder="Recipient or subject"
        filters={store.filters}
        onChange={(change) => void store.filter(change).catch(showFailure)}
        selects={SELECTS}
      />
      <PagedListTable<OutboxEntry>
        label="Outbox table"
        className="outbox-table"
        emptyText={
          store.filters.q || store.filters.status ? 'No message matches.' : 'No messages yet.'
        }
        columns={columns}
        store={store}
      />
    </section>
  );
});
