import { DatePicker, Input, type TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { usePageTitle } from '../../../lib/page-title';
import { formatCents } from '../../../ui/money';
import type { MoneySort } from '@classroom/http-contract';
import type { AdminPaymentEntry, PaymentState } from '../api/money-api';
import { formatDate, formatDateTime } from '../../../ui/format-date';
import { PaymentStateTag } from '../../../ui/dashboard/payment-state-tag';
import { PagedListTable } from '../../../ui/dashboard/paged-list-table';
import { showFailure } from '../../../lib/run-confirmed';
import { SearchSelect } from '../components/search-select';
import { TableFiltersBar } from '../../../ui/dashboard/table-filters-bar';
import { dayRange } from '../components/day-range';
import { useAdminPayments, useMoneyFinders } from '../stores/use-money';
import '../money.css';

const STATES: { value: PaymentState | ''; label: string }[] = [
  { value: '', label: 'Every state' },
  { value: 'paid', label: 'Paid' },
  { value: 'refund_requested', label: 'Refund requested' },
  { value: 'refunded', label: 'Refunded' },
  { value: 'disputed', label: 'Disputed' },
];

const SORTS: { value: MoneySort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'amount-desc', label: 'Amount, high to low' },
  { value: 'amount-asc', label: 'Amount, low to high' },
];

/** Every payment, searched by student, course, transaction id and dates, filtered and sorted. */
export const Component = observer(function AdminPaymentsPage() {
  usePageTitle('Payments | Admin');
  const store = useAdminPayments();
  const finders = useMoneyFinders();
  useEffect(() => {
    store.load(1).catch(showFailure);
  }, [store]);
  const find = (change: Parameters<typeof store.filter>[0]) =>
    void store.filter(change).catch(showFailure);

  const columns: TableColumnsType<AdminPaymentEntry> = [
    {
      title: 'Payment',
      key: 'payment',
      render: (_, payment) => (
        <>
          <strong>{payment.courseName}</strong>
          <div className="outbox-meta">
            {payment.name} · {payment.email}
          </div>
          <div className="outbox-meta money-id">{payment.transactionId}</div>
          <div className="outbox-meta outbox-narrow-only">
            {formatCents(payment.amountCents)} · {formatDateTime(payment.paidAt)}
          </div>
        </>
      ),
    },
    {
      title: 'Paid',
      key: 'paid',
      width: 150,
      responsive: ['sm'],
      render: (_, payment) => formatDateTime(payment.paidAt),
    },
    {
      title: 'Amount',
      key: 'amount',
      width: 100,
      responsive: ['sm'],
      render: (_, payment) => formatCents(payment.amountCents),
    },
    {
      title: 'State',
      key: 'state',
      width: 130,
      render: (_, payment) => (
        <>
          <PaymentStateTag state={payment.state} />
          {payment.settledAt ? (
            <div className="outbox-meta">{formatDate(payment.settledAt)}</div>
          ) : null}
        </>
      ),
    },
  ];

  return (
    <section aria-labelledby="payments-heading">
      <h2 id="payments-heading" className="dash-page-heading">
        Payments: {store.total}
      </h2>
      <TableFiltersBar<{ q?: string; state?: PaymentState; sort?: MoneySort }>
        name="Search the payments"
        searchLabel="Student's name or e-mail"
        searchPlaceholder="Student's name or e-mail"
        filters={{ q: store.filters.student, state: store.filters.state, sort: store.filters.sort }}
        onChange={(change) => {
          // The box is the student search; a cleared box reports q undefined.
          const { q, ...rest } = change;
          find('q' in change ? { ...rest, student: q } : rest);
        }}
        selects={[
          { key: 'state', label: 'State', options: STATES, unset: '', width: 180 },
          { key: 'sort', label: 'Sort', options: SORTS, unset: 'newest', width: 190 },
        ]}
      >
        <SearchSelect
          label="Course"
          placeholder="Any course"
          find={finders.courses}
          value={store.filters.courseId}
          onChange={(courseId) => find({ courseId })}
          width={220}
        />
        <Input.Search
          aria-label="Transaction id"
          placeholder="Transaction id"
          allowClear
          onSearch={(transactionId) => find({ transactionId: transactionId.trim() || undefined })}
          style={{ width: 220, maxWidth: '100%' }}
        />
        <DatePicker.RangePicker
          aria-label="Paid between"
          allowEmpty={[true, true]}
          onChange={(dates) => find(dayRange(dates))}
          style={{ maxWidth: '100%' }}
        />
      </TableFiltersBar>
      <PagedListTable<AdminPaymentEntry>
        label="Payments"
        className="money-table"
        emptyText="No payment matches."
        columns={columns}
        store={store}
      />
    </section>
  );
});
