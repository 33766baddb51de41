import { observer } from 'mobx-react-lite';
import type { AuditLogStore } from '../stores/audit-log.store';
import { AuditEntryItem } from './audit-entry';
import { EmptyList } from '../../../ui/dashboard/empty-list';
import { Pager } from '../../../ui/dashboard/pager';

/** The log's page: newest first, each entry a sentence with its changes before → after. */
export const AuditList = observer(function AuditList({ store }: { store: AuditLogStore }) {
  const busy = store.status === 'loading';
  return (
    <>
      {store.status === 'ready' && store.rows.length === 0 ? (
        <EmptyList text="No entries match." />
      ) : (
        <ol className="audit-list" aria-label="Audit log entries" aria-busy={busy}>
          {store.rows.map((entry) => (
            <AuditEntryItem key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      <Pager store={store} busy={busy} />
    </>
  );
});
