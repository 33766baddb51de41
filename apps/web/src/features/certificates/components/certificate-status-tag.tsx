import { Tag } from 'antd';
import type { CertificateEntry } from '../api/certificates-api';
import { STATUS_COLORS } from '../../../ui/dashboard/course-status-tag';

/** Valid or Revoked, as solid tags in the dashboards' dark shades. */
export function CertificateStatusTag({ status }: { status: CertificateEntry['status'] }) {
  return status === 'revoked' ? (
    <Tag color={STATUS_COLORS.rejected}>Revoked</Tag>
  ) : (
    <Tag color={STATUS_COLORS.approved}>Valid</Tag>
  );
}
