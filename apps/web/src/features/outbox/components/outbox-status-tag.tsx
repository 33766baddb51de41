import { Tag } from 'antd';
import type { OutboxStatus } from '../api/outbox-api';
import { STATUS_COLORS } from '../../../ui/dashboard/course-status-tag';

const look: Record<OutboxStatus, { color: string; label: string }> = {
  sent: { color: STATUS_COLORS.approved, label: 'Sent' },
  queued: { color: STATUS_COLORS.pending, label: 'Queued' },
  kept: { color: '#1e3a8a', label: 'Kept' },
  failed: { color: STATUS_COLORS.rejected, label: 'Failed' },
};

export function OutboxStatusTag({ status }: { status: OutboxStatus }) {
  const { color, label } = look[status];
  return <Tag color={color}>{label}</Tag>;
}

export function attemptsText(attempts: number): string {
  return `${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}`;
}
