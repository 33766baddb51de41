import { Tag } from 'antd';
import type { AuditEntry } from '../api/audit-api';
import { AUDIT_KIND_TEXT, auditChanges, describeAuditEntry, shorten } from './audit-description';
import { ReasonNote } from '../../../ui/dashboard/decision-note';
import { formatDateTime } from '../../../ui/format-date';

/**
 * One entry of the audit log: when, what kind, and a sentence of who did what. In full (the
 * log's page) the kind is a tag and the changes follow, before → after, then the reason of a
 * rejection, take-down or suspension; brief (the overview's recent activity) it is the
 * sentence alone.
 */
export function AuditEntryItem({ entry, brief = false }: { entry: AuditEntry; brief?: boolean }) {
  const sentence = describeAuditEntry(entry);
  const kind = AUDIT_KIND_TEXT[entry.kind].label;
  const changes = brief ? [] : auditChanges(entry);
  return (
    <li className="audit-entry">
      <div className="audit-entry-head">
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        {brief ? <span>{kind}</span> : <Tag>{kind}</Tag>}
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
      {!brief && entry.reason ? (
        <ReasonNote heading="Reason" text={entry.reason.text} checklist={entry.reason.checklist} />
      ) : null}
    </li>
  );
}
