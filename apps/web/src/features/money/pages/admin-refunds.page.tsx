import { Button, Switch, type TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { usePageTitle } from '../../../lib/page-title';
import { formatCents } from '../../../ui/money';
import type { RefundQueueEntry } from '../api/money-api';
import { DeclineRefundDialog } from '../components/decline-refund-dialog';
import { formatDate } from '../../../ui/format-date';
import { RefundStatusTag } from '../components/money-tags';
import { PagedListTable } from '../../../ui/dashboard/paged-list-table';
import { ConsumptionFacts, notRefundable } from '../components/refund-consumption';
import { RefundFiltersBar } from '../components/refund-filters-bar';
import { runConfirmed, showFailure } from '../../../lib/run-confirmed';
import { useRefundQueue } from '../stores/use-money';
import '../money.css';

/**
 * The refund queue, pending first unless asked otherwise, searched and sorted on the server,
 * each request with what the student has taken of the course: approve (not a course they
 * consumed), or decline with a reason; auto-approval.
 */
export const Component = observer(function AdminRefundsPage() {
  usePageTitle('Refunds | Admin');
  const store = useRefundQueue();
  const [declining, setDeclining] = useState<RefundQueueEntry | null>(null);
  useEffect(() => {
    store.load(1).catch(showFailure);
    store.loadPolicy().catch(showFailure);
  }, [store]);

  const approve = (request: RefundQueueEntry) =>
    void runConfirmed(
      {
        label: 'Yes, refund',
        question: `Refund ${formatCents(request.amountCents)} for '${request.courseName}' to ${request.studentName || request.studentEmail}? Their access to the course ends.`,
      },
      () => store.approve(request.id),
      { title: 'Refunded' },
    );

  const columns: TableColumnsType<RefundQueueEntry> = [
    {
      title: 'Request',
      key: 'request',
      render: (_, request) => (
        <>
          <strong>{request.courseName}</strong>
          <div className="outbox-meta">
            {request.studentName} · {request.studentEmail}
          </div>
          <div className="outbox-meta outbox-narrow-only">{formatCents(request.amountCents)}</div>
          <div className="outbox-meta">
            Asked {formatDate(request.requestedAt)}
            {request.reason ? `: “${request.reason}”` : ''}
          </div>
          <ConsumptionFacts consumption={request.consumption} />
        </>
      ),
    },
    {
      title: 'Amount',
      key: 'amount',
      width: 100,
      responsive: ['sm'],
      render: (_, request) => formatCents(request.amountCents),
    },
    {
      title: 'Status',
      key: 'status',
      width: 170,
      render: (_, request) =>
        request.status === 'pending' ? (
          <div className="money-actions">
            <RefundStatusTag status="pending" />
            {request.approvalRefusal ? (
              <p className="refund-refusal">{notRefundable(request.approvalRefusal)}</p>
            ) : null}
            <Button
              size="small"
              type="primary"
              disabled={request.approvalRefusal !== null}
              aria-label={`Approve the refund of ${request.courseName} for ${request.studentName}`}
              onClick={() => approve(request)}
            >
              Approve
            </Button>
            <Button
              size="small"
              danger
              aria-label={`Decline the refund of ${request.courseName} for ${request.studentName}`}
              onClick={() => setDeclining(request)}
            >
              Decline
            </Button>
          </div>
        ) : (
          <>
            <RefundStatusTag status={request.status} />
            {request.decidedAt ? (
              <div className="outbox-meta">{formatDate(request.decidedAt)}</div>
            ) : null}
            {request.decisionReason ? (
              <div className="outbox-meta">{request.decisionReason}</div>
            ) : null}
          </>
        ),
    },
  ];

  const policy = store.policy;
  return (
    <section aria-labelledby="refunds-heading">
      <h2 id="refunds-heading" className="dash-page-heading">
        Refunds: {store.total}
      </h2>
      {policy ? (
        <div className="money-policy">
          <p>
            A student may ask within {policy.refundDays} days of paying, once per enrollment, while
            their progress has stayed below {policy.maxProgressPercent}% and before they complete
            the course or earn its certificate. An approval checks this again.
          </p>
          <label className="money-switch">
            <Switch
              checked={policy.autoApprove}
              onChange={(on) => void store.setAutoApprove(on).catch(showFailure)}
            />
            <span>Approve requests within these rules automatically</span>
          </label>
        </div>
      ) : null}
      <RefundFiltersBar
        filters={store.filters}
        onChange={(change) => void store.filter(change).catch(showFailure)}
      />
      <PagedListTable<RefundQueueEntry>
        label="Refund requests"
        className="money-table"
        emptyText="No refund requests."
        columns={columns}
        store={store}
      />
      <DeclineRefundDialog
        request={declining}
        decline={(id, reason) => store.decline(id, reason)}
        onClose={() => setDeclining(null)}
      />
    </section>
  );
});
