import type { TableColumnsType } from 'antd';
import { formatCents } from '../../../ui/money';
import type { PayoutEntry } from '../api/money-api';
import { formatDateTime } from '../../../ui/format-date';

/** A payout history's columns: when, how much, how and its reference. */
export const payoutColumns: TableColumnsType<PayoutEntry> = [
  {
    title: 'Date',
    key: 'date',
    width: 150,
    render: (_, payout) => formatDateTime(payout.createdAt),
  },
  {
    title: 'Amount',
    key: 'amount',
    width: 100,
    render: (_, payout) => formatCents(payout.amountCents),
  },
  {
    title: 'Method and reference',
    key: 'method',
    render: (_, payout) => (
      <>
        <div>{payout.method}</div>
        <div className="outbox-meta money-id">{payout.reference}</div>
      </>
    ),
  },
];
