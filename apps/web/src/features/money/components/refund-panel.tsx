import { Alert, Button, Input, Modal, Skeleton } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { MoneyApi, RefundEligibility, RefundRequestEntry } from '../api/money-api';
import { formatDate } from '../../../ui/format-date';
import { RefundStatusTag } from './money-tags';
import { failureMessage, showFailure } from '../../../lib/run-confirmed';
import '../money.css';

const STATUS_WORDS: Record<RefundRequestEntry['status'], string> = {
  pending: 'Your request awaits an admin’s decision.',
  approved: 'Your request was approved; the refund is on its way.',
  refunded: 'Refunded: the payment was returned to your card.',
  declined: 'Your request was declined; a refund can be asked once per enrollment.',
};

/** The rules in one line, with this enrollment's deadline and progress (now and at its highest). */
function PolicyLine({ eligibility }: { eligibility: RefundEligibility }) {
  const { policy, deadline, consumption } = eligibility;
  const { progressPercent, highestProgressPercent } = consumption;
  return (
    <p className="refund-policy">
      A refund may be asked once, within {policy.refundDays} days of paying
      {deadline ? ` (until ${formatDate(deadline)})` : ''}, while progress stays below{' '}
      {policy.maxProgressPercent}% and before the course is completed. Your progress:{' '}
      {progressPercent}%
      {highestProgressPercent > progressPercent
        ? ` (highest reached: ${highestProgressPercent}%)`
        : ''}
      .
    </p>
  );
}

/** A request's status, with the admin's reason when declined. */
function RequestStatus({ request }: { request: RefundRequestEntry }) {
  return (
    <div className="refund-status" role="status">
      <RefundStatusTag status={request.status} /> {STATUS_WORDS[request.status]}
      {request.decisionReason ? (
        <p className="refund-status__reason">Reason: {request.decisionReason}</p>
      ) : null}
      <p className="outbox-meta">
        Asked on {formatDate(request.requestedAt)}
        {request.decidedAt ? `, decided on ${formatDate(request.decidedAt)}` : ''}
      </p>
    </div>
  );
}

/**
 * A paid enrollment's refund: its latest request's status, or "Request a refund", which shows
 * the rules and whether this enrollment qualifies before it asks (with an optional reason).
 */
export function RefundPanel({
  api,
  enrollmentId,
  courseId,
  courseName,
  openAtOnce = false,
}: {
  api: MoneyApi;
  /** null once the enrollment ended (refunded): only the request's status is left to show. */
  enrollmentId: string | null;
  courseId: string;
  courseName: string;
  openAtOnce?: boolean;
}) {
  const [request, setRequest] = useState<RefundRequestEntry | null | undefined>(undefined);
  const [eligibility, setEligibility] = useState<RefundEligibility | null>(null);
  // The enrolled classes' "Request a refund" opens the page with the dialog open.
  const [open, setOpen] = useState(openAtOnce && enrollmentId !== null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /**
   * The rules for this enrollment and its payment's latest request; an ended enrollment
   * (refunded) shows the course's latest request.
   */
  const fetchState = useCallback(async () => {
    if (enrollmentId) {
      const view = await api.refundEligibility(enrollmentId);
      return { view, latest: view.request };
    }
    const mine = await api.myRefundRequests();
    return { view: null, latest: mine.find((entry) => entry.courseId === courseId) ?? null };
  }, [api, enrollmentId, courseId]);
  const show = (state: Awaited<ReturnType<typeof fetchState>>) => {
    setEligibility(state.view);
    setRequest(state.latest);
  };

  useEffect(() => {
    let current = true;
    fetchState()
      .then((state) => {
        if (!current) return;
        setEligibility(state.view);
        setRequest(state.latest);
      })
      .catch(showFailure);
    return () => {
      current = false;
    };
  }, [fetchState]);

  const ask = async () => {
    if (!enrollmentId) return;
    setBusy(true);
    setError(null);
    try {
      setRequest(await api.requestRefund(enrollmentId, reason));
      setOpen(false);
      setReason('');
      show(await fetchState());
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  if (request === undefined) return <Skeleton active paragraph={{ rows: 1 }} />;
  // One request per enrollment: after a decline, its reason is the answer.
  const canAsk = enrollmentId !== null && !request;
  return (
    <section className="refund-panel" aria-labelledby="refund-heading">
      <h4 id="refund-heading">Refund</h4>
      {request ? <RequestStatus request={request} /> : null}
      {canAsk ? (
        <Button onClick={() => setOpen(true)} aria-label={`Request a refund of ${courseName}`}>
          Request a refund
        </Button>
      ) : null}
      <Modal
        open={open}
        title={`Request a refund of ${courseName}`}
        okText="Send request"
        okButtonProps={{ disabled: !eligibility?.eligible, loading: busy }}
        cancelText="Cancel"
        cancelButtonProps={{ autoFocus: true }}
        onOk={() => void ask()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        {eligibility ? (
          <>
            <PolicyLine eligibility={eligibility} />
            {eligibility.eligible ? (
              <>
                <Alert
                  className="money-dialog-alert"
                  type="success"
                  showIcon
                  title="This enrollment may be refunded."
                />
                <label className="dash-reason__label" htmlFor="refund-reason">
                  Why? (optional, shown to the admins)
                </label>
                <Input.TextArea
                  id="refund-reason"
                  value={reason}
                  rows={3}
                  maxLength={1000}
                  onChange={(event) => setReason(event.target.value)}
                />
              </>
            ) : (
              <Alert
                type="warning"
                showIcon
                title="This enrollment cannot be refunded"
                description={eligibility.message}
              />
            )}
            {error ? (
              <p className="dash-reason__error" role="alert">
                {error}
              </p>
            ) : null}
          </>
        ) : (
          <Skeleton active />
        )}
      </Modal>
    </section>
  );
}
