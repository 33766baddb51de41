import type { VerificationWire } from '@classroom/http-contract';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useStores } from '../../../stores/use-stores';
import { usePageTitle } from '../../../lib/page-title';
import { VerificationStore } from '../stores/verification.store';
import '../verify.css';

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** The public verify page: anyone checks a certificate by the id in its link or QR code. */
export default observer(function VerifyPage() {
  usePageTitle('Verify a certificate');
  const { id = '' } = useParams();
  const { api } = useStores();
  const [store] = useState(() => new VerificationStore(api));
  useEffect(() => {
    void store.check(id);
  }, [id, store]);
  const { state } = store;

  return (
    <div className="verify container">
      {state.status === 'loading' && (
        <p className="verify__loading" role="status">
          Checking the certificate…
        </p>
      )}
      {state.status === 'ready' && state.verification && (
        <Verdict verification={state.verification} />
      )}
      {state.status === 'ready' && !state.verification && (
        <section className="verify__card verify__card--unknown">
          <h1 id="verify-heading">Certificate not found</h1>
          <p>
            No certificate has this id or code. Check the address, or type the code printed on the
            certificate (GSC-XXXX-XXXX).
          </p>
        </section>
      )}
      {state.status === 'failed' && (
        <section className="verify__card verify__card--unknown">
          <h1 id="verify-heading">The certificate could not be checked</h1>
          <p>The server did not answer. Please try again in a moment.</p>
          <button type="button" className="verify__button" onClick={() => void store.check(id)}>
            Try again
          </button>
        </section>
      )}
      <CodeLookup />
    </div>
  );
});

const STATUS_TEXT: Record<VerificationWire['status'], { title: string; detail: string }> = {
  valid: {
    title: 'Valid certificate',
    detail: 'Its signature, its issuer and its revocation status all check out.',
  },
  revoked: {
    title: 'Revoked',
    detail: 'The issuer revoked this certificate: it is no longer valid.',
  },
  invalid: {
    title: 'Not verified',
    detail: 'Its signature or issuer does not check out: do not rely on this certificate.',
  },
};

function Verdict({ verification }: { verification: VerificationWire }) {
  const { status } = verification;
  const text = STATUS_TEXT[status];
  return (
    <section className={`verify__card verify__card--${status}`} data-status={status}>
      <div className="verify__status" role="status">
        <span className="verify__badge" aria-hidden="true">
          {status === 'valid' ? '✓' : '!'}
        </span>
        <div>
          <h1 id="verify-heading">{text.title}</h1>
          <p>{text.detail}</p>
          {status === 'revoked' && verification.revokedAt && (
            <p>Revoked on {longDate(verification.revokedAt)}.</p>
          )}
        </div>
      </div>
      {status !== 'invalid' && (
        <>
          <p className="verify__kicker">Certificate of Completion</p>
          <p className="verify__name">{verification.studentName}</p>
          <p className="verify__line">completed the course</p>
          <p className="verify__course">{verification.courseName}</p>
          <dl className="verify__facts">
            <div>
              <dt>Instructor</dt>
              <dd>{verification.instructorName}</dd>
            </div>
            <div>
              <dt>Completed on</dt>
              <dd>{verification.completedAt && longDate(verification.completedAt)}</dd>
            </div>
            <div>
              <dt>Issued by</dt>
              <dd>
                {verification.issuerName}
                <span className="verify__did">{verification.issuerId}</span>
              </dd>
            </div>
            <div>
              <dt>Code</dt>
              <dd className="verify__code">{verification.code}</dd>
            </div>
          </dl>
        </>
      )}
    </section>
  );
}

function CodeLookup() {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = code.trim();
    if (wanted) void navigate(`/verify/${encodeURIComponent(wanted)}`);
  };
  return (
    <form className="verify__lookup" onSubmit={submit}>
      <label htmlFor="verify-code">Check another certificate by its code</label>
      <div className="verify__lookup-row">
        <input
          id="verify-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder="GSC-XXXX-XXXX"
          autoComplete="off"
          maxLength={64}
        />
        <button type="submit" className="verify__button">
          Check
        </button>
      </div>
    </form>
  );
}
