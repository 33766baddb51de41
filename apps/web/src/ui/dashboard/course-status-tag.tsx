import { Tag } from 'antd';
import type { CourseStatus } from '../../lib/wire';

// Solid tags in dark shades: white text on them passes WCAG AA contrast.
export const STATUS_COLORS = {
  approved: '#15803d',
  pending: '#92400e',
  applied: '#92400e',
  rejected: '#b91c1c',
} as const;

const look: Record<CourseStatus, { color: string; label: string }> = {
  approved: { color: STATUS_COLORS.approved, label: 'Approved' },
  pending: { color: STATUS_COLORS.pending, label: 'Pending' },
  rejected: { color: STATUS_COLORS.rejected, label: 'Rejected' },
  unpublished: { color: STATUS_COLORS.rejected, label: 'Unpublished' },
};

export function CourseStatusTag({ status }: { status: CourseStatus }) {
  const { color, label } = look[status];
  return <Tag color={color}>{label}</Tag>;
}
