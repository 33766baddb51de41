import type {
  AdminOverview,
  Course,
  CourseReview,
  CourseRevision,
  CourseSnapshot,
  DashboardSearch,
  DecisionRecord,
  Notification,
  OwnApplication,
  User,
} from '@classroom/core';
import type {
  CourseReviewWire,
  DashboardSearchWire,
  DecisionWire,
  NotificationWire,
  OverviewWire,
  OwnApplicationWire,
  RevisionRowWire,
  TableCourseWire,
  TableUserWire,
} from '@classroom/http-contract';
import { presentAuditEntry } from './audit.presenter';
import { presentCourse } from './course.presenter';
import { presentUser } from './user.presenter';

export function presentDecision(decision: DecisionRecord): DecisionWire {
  return {
    _id: decision.id,
    subject: decision.subject.type,
    verdict: decision.verdict,
    reason: decision.reason?.text ?? null,
    checklist: decision.reason?.checklist ?? [],
    at: decision.at.toISOString(),
  };
}

export function presentTableCourse(course: Course, decision?: DecisionRecord): TableCourseWire {
  return {
    ...presentCourse(course),
    review: { state: course.status, lastDecision: decision ? presentDecision(decision) : null },
  };
}

export function presentTableUser(user: User, decision?: DecisionRecord): TableUserWire {
  return {
    ...presentUser(user),
    suspended: user.isSuspended,
    lastDecision: decision ? presentDecision(decision) : null,
  };
}

export function presentOwnApplication(own: OwnApplication): OwnApplicationWire {
  return {
    status: presentUser(own.user).status,
    lastDecision: own.lastDecision ? presentDecision(own.lastDecision) : null,
  };
}

/** A snapshot kept before "What you'll learn" existed shows it empty. */
function withOutcomes(snapshot: CourseSnapshot): CourseSnapshot {
  return {
    ...snapshot,
    fields: { ...snapshot.fields, learningOutcomes: snapshot.fields.learningOutcomes ?? '' },
  };
}

export function presentReview(review: CourseReview): CourseReviewWire {
  const { revision } = review;
  const last = review.history[0];
  return {
    course: presentTableCourse(review.course, last),
    revision: revision
      ? {
          status: revision.status,
          version: revision.version,
          updatedAt: revision.toProps().updatedAt.toISOString(),
        }
      : null,
    proposed: withOutcomes(review.proposed),
    baseline: review.baseline && withOutcomes(review.baseline),
    changes: { fields: review.diff.fields, curriculum: review.diff.curriculum },
    history: review.history.map(presentDecision),
  };
}

export function presentRevisionRow(row: {
  revision: CourseRevision;
  course: Course;
}): RevisionRowWire {
  const { revision, course } = row;
  return {
    courseId: course.id,
    courseName: course.name,
    instructorName: course.instructor.name,
    instructorEmail: course.instructor.email,
    status: revision.status,
    version: revision.version,
    updatedAt: revision.toProps().updatedAt.toISOString(),
  };
}

export function presentOverview(overview: AdminOverview): OverviewWire {
  return {
    pending: overview.pending,
    activity: overview.activity.map(presentAuditEntry),
    days: overview.days.map((day) => ({
      day: day.day.toISOString().slice(0, 10),
      enrollments: day.enrollments,
      revenue: day.revenueCents / 100,
    })),
    notices: overview.notices.map((notice) => ({ code: notice.code, reason: notice.reason })),
  };
}

const course = (id: string | undefined) => encodeURIComponent(id ?? '');

/** What each kind says, and the page of the website that shows it. */
function describe(notification: Notification): { title: string; path: string } {
  const { courseId, courseName = 'a course', personName = 'Someone' } = notification.subject;
  switch (notification.kind) {
    case 'course-approved':
      return {
        title: `${courseName} was approved`,
        path: `/teacher-dashboard/details/${course(courseId)}`,
      };
    case 'course-rejected':
      return {
        title: `${courseName} was not approved`,
        path: `/teacher-dashboard/update/${course(courseId)}`,
      };
    case 'course-unpublished':
      return {
        title: `${courseName} was unpublished`,
        path: `/teacher-dashboard/update/${course(courseId)}`,
      };
    case 'revision-approved':
      return {
        title: `Your changes to ${courseName} are live`,
        path: `/teacher-dashboard/details/${course(courseId)}`,
      };
    case 'revision-rejected':
      return {
        title: `Your changes to ${courseName} were not approved`,
        path: `/teacher-dashboard/update/${course(courseId)}`,
      };
    case 'new-enrollment':
      return {
        title: `${personName} enrolled in ${courseName}`,
        path: `/teacher-dashboard/details/${course(courseId)}`,
      };
    case 'new-review':
      return { title: `${personName} reviewed ${courseName}`, path: `/course/${course(courseId)}` };
    case 'application-approved':
      return { title: 'Your instructor application was approved', path: '/teacher-dashboard' };
    case 'application-rejected':
      return { title: 'Your instructor application was not approved', path: '/join-as-instructor' };
    case 'course-submitted':
      return {
        title: `${courseName} awaits review`,
        path: `/admin-dashboard/review/${course(courseId)}`,
      };
    case 'revision-submitted':
      return {
        title: `Changes to ${courseName} await review`,
        path: `/admin-dashboard/review/${course(courseId)}`,
      };
    case 'application-submitted':
      return { title: `${personName} applied to teach`, path: '/admin-dashboard/request' };
    case 'refund-requested':
      return {
        title: `${personName} asks for a refund of ${courseName}`,
        path: '/admin-dashboard/refunds',
      };
  }
}

export function presentNotification(notification: Notification): NotificationWire {
  const { subject, reason } = notification;
  return {
    _id: notification.id,
    kind: notification.kind,
    courseId: subject.courseId ?? null,
    courseName: subject.courseName ?? null,
    personName: subject.personName ?? null,
    reason: reason?.text ?? null,
    checklist: reason?.checklist ?? [],
    createdAt: notification.createdAt.toISOString(),
    read: notification.readAt !== null,
    ...describe(notification),
  };
}

export function presentDashboardSearch(found: DashboardSearch): DashboardSearchWire {
  return {
    users: found.users.map((user) => ({
      _id: user.id,
      displayName: user.displayName,
      email: user.email,
    })),
    courses: found.courses.map((course) => ({
      _id: course.id,
      courseName: course.name,
      state: course.status,
    })),
  };
}
