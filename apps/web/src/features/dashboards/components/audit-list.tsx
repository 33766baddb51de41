import { Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import type { AuditEntry } from '../api/audit-api';
import type { AuditLogStore } from '../stores/audit-log.store';
import { AUDIT_KIND_TEXT, auditChanges, describeAuditEntry, shorten } from './audit-description';
import { EmptyList } from './empty-list';
import { formatDateTime } from './format-date';
import { Pager } from './pager';

function AuditItem({ entry }: { entry: AuditEntry }) {
  const sentence = describeAuditEntry(entry);
  const changes = auditChanges(entry);
  return (
    <li className="audit-entry">
      <div className="audit-entry-head">
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        <Tag>{AUDIT_KIND_TEXT[entry.kind].label}</Tag>
      </div>
      <p className="audit-sentence">
        <strong>{sentence.actor}</strong> {sentence.action}
        {sentence.subject ? (
          <>
            {' '}
            <strong>{sentence.subject}</strong>
          </>
        ) : null}
      </p>
      {changes.length > 0 ? (
        <dl className="audit-changes">
          {changes.map((change) => (
            <div key={change.field} className="audit-change">
              <dt>{change.label}</dt>
              <dd>
                <span title={change.before}>{shorten(change.before)}</span>
                <span aria-label="changed to"> → </span>
                <span title={change.after}>{shorten(change.after)}</span>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}

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
            <AuditItem key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      <Pager store={store} busy={busy} />
    </>
  );
});
