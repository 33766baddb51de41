import { Tag } from 'antd';
import type { CourseStatus } from '../api/dashboards-api';

const look: Record<CourseStatus, { color: string; label: string }> = {
  approved: { color: 'green', label: 'Approved' },
  pending: { color: 'gold', label: 'Pending' },
  rejected: { color: 'red', label: 'Rejected' },
};

export function CourseStatusTag({ status }: { status: CourseStatus }) {
  const { color, label } = look[status];
  return <Tag color={color}>{label}</Tag>;
}
