import { Tag } from 'antd';
import type { RefundStatus } from '../api/money-api';
import { STATUS_COLORS } from '../../../ui/dashboard/course-status-tag';

// Solid tags in the dashboards' dark shades (white text passes WCAG AA contrast).
const BLUE = '#1d4ed8';

const REFUND_TAGS: Record<RefundStatus, { color: string; label: string }> = {
  pending: { color: STATUS_COLORS.pending, label: 'Pending' },
  approved: { color: BLUE, label: 'Approved' },
  refunded: { color: STATUS_COLORS.approved, label: 'Refunded' },
  declined: { color: STATUS_COLORS.rejected, label: 'Declined' },
};

export function RefundStatusTag({ status }: { status: RefundStatus }) {
  const tag = REFUND_TAGS[status];
  return <Tag color={tag.color}>{tag.label}</Tag>;
}
