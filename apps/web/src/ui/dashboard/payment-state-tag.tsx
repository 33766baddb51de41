import type { PaymentState } from '@classroom/http-contract';
import { Tag } from 'antd';
import { STATUS_COLORS } from './course-status-tag';

// Solid tags in the dashboards' dark shades (white text passes WCAG AA contrast).
const NEUTRAL = '#374151';

const PAYMENT_TAGS: Record<PaymentState, { color: string; label: string }> = {
  paid: { color: STATUS_COLORS.approved, label: 'Paid' },
  refund_requested: { color: STATUS_COLORS.pending, label: 'Refund requested' },
  refunded: { color: NEUTRAL, label: 'Refunded' },
  disputed: { color: STATUS_COLORS.rejected, label: 'Disputed' },
};

/** A payment's state, as the admins' payments and the student's class show it. */
export function PaymentStateTag({ state }: { state: PaymentState }) {
  const tag = PAYMENT_TAGS[state];
  return <Tag color={tag.color}>{tag.label}</Tag>;
}
