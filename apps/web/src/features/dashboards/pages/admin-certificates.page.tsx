import { Button, Input, type TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import type { CertificateEntry } from '../api/certificates-api';
import { CertificateStatusTag } from '../components/certificate-status-tag';
import { formatDate } from '../components/format-date';
import { PagedListTable } from '../components/paged-list-table';
import { RevokeCertificateDialog } from '../components/revoke-certificate-dialog';
import { showFailure } from '../components/run-confirmed';
import { useAdminCertificates } from '../stores/use-certificates';

/** Every certificate, newest first, found by code or e-mail; an admin revokes with a reason. */
export const Component = observer(function AdminCertificatesPage() {
  usePageTitle('Certificates | Admin');
  const store = useAdminCertificates();
  const [revoking, setRevoking] = useState<CertificateEntry | null>(null);
  useEffect(() => {
    store.load(1).catch(showFailure);
  }, [store]);

  const columns: TableColumnsType<CertificateEntry> = [
    {
      title: 'Certificate',
      key: 'certificate',
      render: (_, entry) => (
        <>
          <Link to={`/verify/${entry.id}`} className="certificate-code">
            {entry.code}
          </Link>
          <div>{entry.courseName}</div>
          <div className="outbox-meta">
            {entry.studentName} · {entry.email}
          </div>
        </>
      ),
    },
    {
      title: 'Completed',
      key: 'completed',
      width: 130,
      responsive: ['sm'],
      render: (_, entry) => formatDate(entry.completedAt),
    },
    {
      title: 'Status',
      key: 'status',
      width: 128,
      render: (_, entry) =>
        entry.status === 'revoked' ? (
          <>
            <CertificateStatusTag status="revoked" />
            <div className="outbox-meta">{entry.revocationReason}</div>
          </>
        ) : (
          <>
            <CertificateStatusTag status="valid" />
            <Button
              size="small"
              danger
              className="certificate-revoke"
              aria-label={`Revoke ${entry.code}`}
              onClick={() => setRevoking(entry)}
            >
              Revoke
            </Button>
          </>
        ),
    },
  ];

  return (
    <section aria-labelledby="certificates-heading">
      <h2 id="certificates-heading" className="dash-page-heading">
        Certificates: {store.total}
      </h2>
      <Input.Search
        className="certificate-search"
        placeholder="Code (GSC-…) or e-mail"
        aria-label="Find a certificate by code or e-mail"
        allowClear
        enterButton="Find"
        onSearch={(search) => void store.find(search).catch(showFailure)}
      />
      <PagedListTable<CertificateEntry>
        label="Certificates table"
        className="certificate-table"
        emptyText={store.search ? 'No certificate matches.' : 'No certificates yet.'}
        columns={columns}
        store={store}
      />
      <RevokeCertificateDialog
        certificate={revoking}
        revoke={(id, reason) => store.revoke(id, reason)}
        onClose={() => setRevoking(null)}
      />
    </section>
  );
});
