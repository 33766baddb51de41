import { Button, Input, Select, type TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import type { CertificateEntry, CertificateFilters } from '../api/certificates-api';
import { CertificateStatusTag } from '../components/certificate-status-tag';
import { formatDate } from '../../../ui/format-date';
import { PagedListTable } from '../../../ui/dashboard/paged-list-table';
import { RevokeCertificateDialog } from '../components/revoke-certificate-dialog';
import { showFailure } from '../../../lib/run-confirmed';
import { useAdminCertificates } from '../stores/use-certificates';

const STATES: { value: NonNullable<CertificateFilters['state']> | ''; label: string }[] = [
  { value: '', label: 'Valid or revoked' },
  { value: 'valid', label: 'Valid' },
  { value: 'revoked', label: 'Revoked' },
];

const SORTS: { value: NonNullable<CertificateFilters['sort']>; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'holder', label: 'By holder' },
];

/**
 * Every certificate, found by part of its code, holder or course, filtered valid or revoked and
 * sorted; an admin revokes with a reason.
 */
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
      <div className="dash-filters" role="group" aria-label="Filter the certificates">
        <Select<string>
          aria-label="Status"
          value={store.filters.state ?? ''}
          options={STATES}
          onChange={(state) =>
            void store
              .filter({ state: (state || undefined) as CertificateFilters['state'] })
              .catch(showFailure)
          }
          style={{ width: 170 }}
        />
        <Select<NonNullable<CertificateFilters['sort']>>
          aria-label="Order"
          value={store.filters.sort ?? 'newest'}
          options={SORTS}
          onChange={(sort) => void store.filter({ sort }).catch(showFailure)}
          style={{ width: 150 }}
        />
      </div>
      <PagedListTable<CertificateEntry>
        label="Certificates table"
        className="certificate-table"
        emptyText={
          store.search || store.filters.state ? 'No certificate matches.' : 'No certificates yet.'
        }
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
