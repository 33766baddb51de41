import { ApplyAsInstructor } from './accounts/apply-as-instructor/apply-as-instructor.use-case';
import { ApproveApplication } from './accounts/approve-application/approve-application.use-case';
import { DeleteAccount } from './accounts/delete-account/delete-account.use-case';
import { GetAccessFlags } from './accounts/get-access-flags/get-access-flags.use-case';
import { GetUser } from './accounts/get-user/get-user.use-case';
import { GrantAdmin } from './accounts/grant-admin/grant-admin.use-case';
import { ListApplicants } from './accounts/list-applicants/list-applicants.use-case';
import { ListUsers } from './accounts/list-users/list-users.use-case';
import { PromoteToAdmin } from './accounts/promote-to-admin/promote-to-admin.use-case';
import { RejectApplication } from './accounts/reject-application/reject-application.use-case';
import { GetOwnApplication } from './accounts/get-own-application/get-own-application.use-case';
import { SignInUser } from './accounts/sign-in/sign-in-user.use-case';
import { UpdateProfile } from './accounts/update-profile/update-profile.use-case';
import { ListAuditLog } from './audit/list-audit-log/list-audit-log.use-case';
import { ListAuditPeople } from './audit/list-audit-people/list-audit-people.use-case';
import type { AuditLogRepository } from './audit/audit-log.port';
import { AddCourse } from './catalog/add-course/add-course.use-case';
import { ApproveCourse } from './catalog/approve-course/approve-course.use-case';
import { DeleteOwnCourse } from './catalog/delete-own-course/delete-own-course.use-case';
import { GetCourse } from './catalog/get-course/get-course.use-case';
import { GetCourseFigures } from './catalog/get-course-figures/get-course-figures.use-case';
import { GetPlatformStats } from './catalog/get-platform-stats/get-platform-stats.use-case';
import { ListCourses } from './catalog/list-courses/list-courses.use-case';
import { ListFeedback } from './catalog/list-feedback/list-feedback.use-case';
import { ListInstructorCourses } from './catalog/list-instructor-courses/list-instructor-courses.use-case';
import { ListPopularCourses } from './catalog/list-popular-courses/list-popular-courses.use-case';
import { RejectCourse } from './catalog/reject-course/reject-course.use-case';
import { SearchCourses } from './catalog/search-courses/search-courses.use-case';
import { SuggestCourses } from './catalog/suggest-courses/suggest-courses.use-case';
import { UpdateOwnCourse } from './catalog/update-own-course/update-own-course.use-case';
import { ConfirmPayment } from './enrollment/confirm-payment/confirm-payment.use-case';
import { GetEnrollmentStatus } from './enrollment/get-enrollment-status/get-enrollment-status.use-case';
import { HandlePaymentEvent } from './enrollment/handle-payment-event/handle-payment-event.use-case';
import { ListEnrollments } from './enrollment/list-enrollments/list-enrollments.use-case';
import { ListPayments } from './enrollment/list-payments/list-payments.use-case';
import { ReconcilePayment } from './enrollment/reconcile-payment/reconcile-payment.use-case';
import { StartCheckout } from './enrollment/start-checkout/start-checkout.use-case';
import { ExportSubscribers } from './newsletter/export-subscribers/export-subscribers.use-case';
import { Subscribe } from './newsletter/subscribe/subscribe.use-case';
import { ContactSupport } from './support/contact-support/contact-support.use-case';
import type { Email } from './shared/email';
import { createLearningUseCases } from './learning/learning-use-cases';
import { createReviewUseCases } from './reviews/review-use-cases';
import type { CourseCompletedHook } from './learning/course-completion';
import { EnrollForFree } from './enrollment/enroll-for-free/enroll-for-free.use-case';
import type { PaymentGateway } from './enrollment/payment-gateway.port';
import type { JobQueue } from './jobs/job-queue.port';
import type { ProviderStateRepository } from './identity/provider-state.repository.port';
import type { Clock, IdGenerator } from './shared/ports';
import type { Repositories, UnitOfWork } from './shared/unit-of-work.port';
import { DemoteAdmin } from './accounts/demote-admin/demote-admin.use-case';
import { ReactivateUser, SuspendUser } from './accounts/suspend-user/suspend-user.use-cases';
import { GetAdminOverview } from './editorial/get-admin-overview/get-admin-overview.use-case';
import { GetCourseReview } from './editorial/get-course-review/get-course-review.use-case';
import { ResubmitCourse } from './editorial/resubmit-course/resubmit-course.use-case';
import {
  ApproveRevision,
  RejectRevision,
} from './editorial/review-revision/review-revision.use-cases';
import { SearchDashboard } from './editorial/search-dashboard/search-dashboard.use-case';
import {
  ListAllCourses,
  ListApplications,
  ListOwnCourses,
  ListPeople,
  ListRevisions,
} from './editorial/tables/table-use-cases';
import { UnpublishCourse } from './editorial/unpublish-course/unpublish-course.use-case';
import { createMoneyUseCases } from './money/money-use-cases';
import { DEFAULT_MONEY_POLICY, type MoneyPolicy } from './money/money-policy';
import type { NotificationRepository } from './notifications/notification.repository.port';
import {
  ListNotifications,
  MarkNotificationsRead,
  NotificationsSince,
} from './notifications/read-notifications/read-notifications.use-cases';

export interface CoreDependencies extends Repositories {
  unitOfWork: UnitOfWork;
  /** Written through the unit of work; read by the bell and the desktop app. */
  notifications: NotificationRepository;
  /** Written through the unit of work; read whole by the admins' Audit log. */
  audit: AuditLogRepository;
  gateway: PaymentGateway;
  /**
   * Background work: a checkout schedules the look that records a payment nobody recorded, a
   * refund's approval the look that finishes it.
   */
  jobs: JobQueue;
  /** How long after a checkout, or a refund's approval, that look first happens (ten minutes). */
  reconcileAfterMs?: number;
  ids: IdGenerator;
  clock: Clock;
  /** Operator-configured e-mails that become admins on sign-in. */
  adminEmails?: ReadonlySet<string>;
  /** The bundled provider's sessions, ended when an account is deleted. */
  providerState?: ProviderStateRepository;
  /** Where visitors' messages to support go (SUPPORT_EMAIL). */
  supportEmail?: Email;
  /** Called in the transaction that first takes an enrollment to 100% (certificates). */
  onCourseCompleted?: CourseCompletedHook;
  /** Refund window, progress cap and instructor share (defaults: DEFAULT_MONEY_POLICY). */
  moneyPolicy?: MoneyPolicy;
  /** Why this server does not process videos (no ffmpeg), told on the admin overview. */
  videoProcessingOff?: string | null;
}

/** The support address when the operator names none. */
export const DEFAULT_SUPPORT_EMAIL = 'support@gsclassroom.example' as Email;

/** Builds every use case from the ports. The composition roots call this once. */
export function createUseCases(deps: CoreDependencies) {
  const { users, courses, enrollments, feedback, ids, clock } = deps;
  const policy = deps.moneyPolicy ?? DEFAULT_MONEY_POLICY;
  return {
    signInUser: new SignInUser(users, deps.unitOfWork, ids, clock, deps.adminEmails),
    updateProfile: new UpdateProfile(users),
    deleteAccount: new DeleteAccount(deps),
    getUser: new GetUser(users),
    getAccessFlags: new GetAccessFlags(users),
    applyAsInstructor: new ApplyAsInstructor(deps.unitOfWork),
    approveApplication: new ApproveApplication(users, deps.unitOfWork, clock),
    rejectApplication: new RejectApplication(users, deps.unitOfWork, clock),
    getOwnApplication: new GetOwnApplication(users, deps.decisions),
    demoteAdmin: new DemoteAdmin(users, deps.unitOfWork),
    suspendUser: new SuspendUser(deps),
    reactivateUser: new ReactivateUser(deps),
    listPeople: new ListPeople(users),
    listApplications: new ListApplications(users, deps.decisions),
    promoteToAdmin: new PromoteToAdmin(users, deps.unitOfWork),
    grantAdmin: new GrantAdmin(deps.unitOfWork),
    listUsers: new ListUsers(users),
    listApplicants: new ListApplicants(users),
    addCourse: new AddCourse(deps.unitOfWork, ids, clock),
    updateOwnCourse: new UpdateOwnCourse(deps.unitOfWork, clock),
    deleteOwnCourse: new DeleteOwnCourse(deps.unitOfWork),
    approveCourse: new ApproveCourse(users, deps.unitOfWork, clock),
    rejectCourse: new RejectCourse(users, deps.unitOfWork, clock),
    resubmitCourse: new ResubmitCourse(deps.unitOfWork),
    unpublishCourse: new UnpublishCourse(deps),
    approveRevision: new ApproveRevision(deps),
    rejectRevision: new RejectRevision(deps),
    getCourseReview: new GetCourseReview(deps),
    listRevisions: new ListRevisions(users, courses, deps.revisions),
    listOwnCourses: new ListOwnCourses(users, courses, deps.decisions),
    getAdminOverview: new GetAdminOverview(deps),
    searchDashboard: new SearchDashboard(users, courses),
    listNotifications: new ListNotifications(deps),
    notificationsSince: new NotificationsSince(deps),
    markNotificationsRead: new MarkNotificationsRead(deps),
    listCourses: new ListCourses(courses),
    searchCourses: new SearchCourses(courses),
    suggestCourses: new SuggestCourses(courses),
    listPopularCourses: new ListPopularCourses(courses),
    getCourse: new GetCourse(users, courses, enrollments),
    listInstructorCourses: new ListInstructorCourses(users, courses),
    getCourseFigures: new GetCourseFigures(users, courses, enrollments),
    listAllCourses: new ListAllCourses(users, courses, deps.decisions),
    getPlatformStats: new GetPlatformStats(users, courses),
    listFeedback: new ListFeedback(feedback),
    startCheckout: new StartCheckout(
      users,
      courses,
      enrollments,
      deps.gateway,
      deps.jobs,
      deps.clock,
      deps.reconcileAfterMs,
    ),
    enrollForFree: new EnrollForFree(users, courses, enrollments, deps.unitOfWork, ids, clock),
    reconcilePayment: new ReconcilePayment(deps),
    confirmPayment: new ConfirmPayment(deps),
    handlePaymentEvent: new HandlePaymentEvent(deps),
    listPayments: new ListPayments(users, enrollments),
    listEnrollments: new ListEnrollments(users, enrollments),
    getEnrollmentStatus: new GetEnrollmentStatus(users, courses, enrollments),
    contactSupport: new ContactSupport(deps.outbox, deps.supportEmail ?? DEFAULT_SUPPORT_EMAIL),
    subscribe: new Subscribe(deps.subscribers, clock),
    exportSubscribers: new ExportSubscribers(users, deps.subscribers),
    listAuditLog: new ListAuditLog(users, deps.audit),
    listAuditPeople: new ListAuditPeople(users, deps.audit),
    ...createLearningUseCases(deps),
    ...createMoneyUseCases({ ...deps, policy }),
    ...createReviewUseCases(deps),
  };
}

export type UseCases = ReturnType<typeof createUseCases>;
