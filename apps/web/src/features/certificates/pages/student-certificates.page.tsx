import { Card } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { useStores } from '../../../stores/use-stores';
import { SkeletonGrid } from '../../../ui/skeleton-grid';
import type { CertificateEntry } from '../api/certificates-api';
import { CertificateStatusTag } from '../components/certificate-status-tag';
import { EmptyList } from '../../../ui/dashboard/empty-list';
import { formatDate } from '../../../ui/format-date';
import { linkedInAddToProfile } from '../components/linkedin-link';
import { LoadFailed } from '../../../ui/dashboard/load-failed';
import { showFailure } from '../../../lib/run-confirmed';
import { saveFile } from '../../../lib/save-file';
import { useStudentCertificates } from '../stores/use-certificates';

/** The student's certificates of completion: PDF, verify page, LinkedIn and the credential. */
export const Component = observer(function StudentCertificatesPage() {
  usePageTitle('My certificates | Student');
  const store = useStudentCertificates();

  useEffect(() => {
    store.load().catch(showFailure);
  }, [store]);

  return (
    <section aria-labelledby="certificates-heading">
      <h2 id="certificates-heading" className="dash-page-heading">
        My Certificates: {store.list.length}
      </h2>
      {store.status === 'failed' ? (
        <LoadFailed what="Your certificates" onRetry={() => store.load().catch(showFailure)} />
      ) : store.status !== 'ready' ? (
        <SkeletonGrid count={2} />
      ) : store.list.length === 0 ? (
        <EmptyList text="Complete a course that offers a certificate to earn your first one." />
      ) : (
        <div className="dash-card-grid">
          {store.list.map((certificate) => (
            <CertificateCard key={certificate.id} certificate={certificate} />
          ))}
        </div>
      )}
    </section>
  );
});

const CertificateCard = observer(function CertificateCard({
  certificate,
}: {
  certificate: CertificateEntry;
}) {
  const store = useStudentCertificates();
  const { config } = useStores();
  const download = (format: 'jwt' | 'json') =>
    store
      .credential(certificate.id)
      .then((credential) =>
        format === 'jwt'
          ? saveFile(`certificate-${certificate.code}.jwt`, 'application/vc+jwt', credential.jwt)
          : saveFile(
              `certificate-${certificate.code}.json`,
              'application/json',
              JSON.stringify(credential.json, null, 2),
            ),
      )
      .catch(showFailure);
  const revoked = certificate.status === 'revoked';

  return (
    <Card className="certificate-card">
      <p className="certificate-card__kicker">Certificate of Completion</p>
      <h3 className="dash-card__title">{certificate.courseName}</h3>
      <p className="dash-card__meta">Instructor: {certificate.instructorName}</p>
      <p className="dash-card__meta">Completed {formatDate(certificate.completedAt)}</p>
      <p className="dash-card__meta">
        Code <code>{certificate.code}</code> <CertificateStatusTag status={certificate.status} />
      </p>
      {revoked ? (
        // A revoked certificate is not printed (decision 28); its verify page says revoked.
        <p className="dash-card__meta">
          {certificate.revokedAt ? `Revoked on ${formatDate(certificate.revokedAt)}` : 'Revoked'}:
          it can no longer be downloaded.
        </p>
      ) : (
        <a className="dash-link-button" href={store.pdfUrl(certificate.id)} download>
          Download PDF
        </a>
      )}
      <div className="certificate-card__actions">
        <Link to={`/verify/${certificate.id}`}>Verify page</Link>
        {!revoked && (
          <a
            href={linkedInAddToProfile(certificate, config.schoolName)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Add to LinkedIn
          </a>
        )}
        <button type="button" className="certificate-card__link" onClick={() => download('jwt')}>
          Credential (JWT)
        </button>
        <button type="button" className="certificate-card__link" onClick={() => download('json')}>
          Credential (JSON)
        </button>
      </div>
    </Card>
  );
});
