import { Tag } from 'antd';
import type { PaymentState, RefundStatus } from '../api/money-api';
import { STATUS_COLORS } from './course-status-tag';

// Solid tags in the dashboards' dark shades (white text passes WCAG AA contrast).
const NEUTRAL = '#374151';
const BLUE = '#1d4ed8';

const REFUND_TAGS: Record<RefundStatus, { color: string; label: string }> = {
  pending: { color: STATUS_COLORS.pending, label: 'Pending' },
  approved: { color: BLUE, label: 'Approved' },
  refunded: { color: STATUS_COLORS.approved, label: 'Refunded' },
  declined: { color: STATUS_COLORS.rejected, label: 'Declined' },
};

const PAYMENT_TAGS: Record<PaymentState, { color: string; label: string }> = {
  paid: { color: STATUS_COLORS.approved, label: 'Paid' },
  refund_requested: { color: STATUS_COLORS.pending, label: 'Refund requested' },
  refunded: { color: NEUTRAL, label: 'Refunded' },
  disputed: { color: STATUS_COLORS.rejected, label: 'Disputed' },
};

export function RefundStatusTag({ status }: { status: RefundStatus }) {
  const tag = REFUND_TAGS[status];
  return <Tag color={tag.color}>{tag.label}</Tag>;
}

export function PaymentStateTag({ state }: { state: PaymentState }) {
  const tag = PAYMENT_TAGS[state];
  return <Tag color={tag.color}>{tag.label}</Tag>;
}
