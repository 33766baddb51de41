import { requireAdmin } from '../../accounts/access';
import type { UserRepository } from '../../accounts/user.repository.port';
import type { AuditLogRepository, AuditView } from '../../audit/audit-log.port';
import type { CourseRepository } from '../../catalog/course.repository.port';
import type { DailyTotal, EnrollmentRepository } from '../../enrollment/enrollment.repository.port';
import type { Actor } from '../../shared/actor';
import type { Clock } from '../../shared/ports';
import type { RevisionRepository } from '../revision.repository.port';
import type { MoneyRepository } from '../../money/money.repository.port';

/** Days of enrollments and revenue the overview charts. */
export const OVERVIEW_DAYS = 30;
/** Audit entries the overview lists as recent activity. */
export const OVERVIEW_ACTIVITY = 8;

/** Something about this server an admin has to act on, and why it is so. */
export interface ServerNotice {
  code: 'video_processing_off';
  reason: string;
}

export interface AdminOverview {
  pending: { applications: number; courses: number; revisions: number; refunds: number };
  activity: AuditView[];
  /** One row a day, oldest first, ending today (UTC). */
  days: DailyTotal[];
  notices: ServerNotice[];
}

const DAY_MS = 86_400_000;

/**
 * Admin only: what awaits them, what happened lately, how the school sells, and what about the
 * server needs them.
 */
export class GetAdminOverview {
  constructor(
    private readonly deps: {
      users: UserRepository;
      courses: CourseRepository;
      enrollments: EnrollmentRepository;
      revisions: RevisionRepository;
      audit: AuditLogRepository;
      clock: Clock;
      money: MoneyRepository;
      /** Why this server does not process videos (no ffmpeg), when it does not. */
      videoProcessingOff?: string | null;
    },
  ) {}

  async execute(actor: Actor | null): Promise<AdminOverview> {
    const { users, courses, enrollments, revisions, audit, clock, money } = this.deps;
    await requireAdmin(users, actor);
    const today = Math.floor(clock.now().getTime() / DAY_MS) * DAY_MS;
    const from = new Date(today - (OVERVIEW_DAYS - 1) * DAY_MS);
    const [applications, pendingCourses, pendingRevisions, activity, days, refunds] =
      await Promise.all([
        users.countApplicants('applied'),
        courses.countByStatus('pending'),
        revisions.countPending(),
        audit.list({}, { page: 1, limit: OVERVIEW_ACTIVITY }),
        enrollments.dailyTotals(from, OVERVIEW_DAYS),
        money.countPendingRefundRequests(),
      ]);
    return {
      pending: {
        applications,
        courses: pendingCourses,
        revisions: pendingRevisions,
        refunds,
      },
      activity: activity.items,
      days,
      notices: this.deps.videoProcessingOff
        ? [{ code: 'video_processing_off', reason: this.deps.videoProcessingOff }]
        : [],
    };
  }
}
