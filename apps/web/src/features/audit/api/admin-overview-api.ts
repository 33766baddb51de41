import type { AuditEntry } from './audit-api';

/** Something about the server an admin has to act on, and why it is so. */
export interface ServerNotice {
  code: 'video_processing_off';
  reason: string;
}

/** What awaits the admins, what they did lately, and the school's last 30 days. */
export interface AdminOverview {
  pending: { applications: number; courses: number; revisions: number; refunds: number };
  /** The newest entries of the audit log. */
  activity: AuditEntry[];
  /** One entry per day (UTC), oldest first; revenue in dollars. */
  days: { day: string; enrollments: number; revenue: number }[];
  notices: ServerNotice[];
}

/** What the admin home needs from the server; a fake implements it in tests. */
export interface AdminOverviewApi {
  adminOverview(): Promise<AdminOverview>;
}
