import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { usePageTitle } from '../../../lib/page-title';
import { AuditFilters } from '../components/audit-filters';
import { AuditList } from '../components/audit-list';
import { showFailure } from '../../../lib/run-confirmed';
import { useAuditLog } from '../stores/use-audit-log';

export const Component = observer(function AdminAuditPage() {
  usePageTitle('Audit log | Admin');
  const audit = useAuditLog();
  useEffect(() => {
    audit.load(1).catch(showFailure);
    audit.loadPeople().catch(showFailure);
  }, [audit]);
  return (
    <section aria-labelledby="audit-heading">
      <h2 id="audit-heading" className="dash-page-heading">
        Audit log: {audit.total} {audit.total === 1 ? 'entry' : 'entries'}
      </h2>
      <AuditFilters store={audit} />
      <AuditList store={audit} />
    </section>
  );
});
