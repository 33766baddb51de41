import type { User } from '../accounts/user.entity';
import type { Course } from '../catalog/course.entity';
import type { DecisionReason } from '../editorial/decision-reason';
import { REJECTION_RUBRIC } from '../editorial/rejection-rubric';
import type { MailReason } from '../mail/mail-message';
import type { Repositories } from '../shared/unit-of-work.port';
import type { NotificationDraft } from './notification';

type Writes = Pick<Repositories, 'users' | 'notifications' | 'outbox'>;

type CourseDecisionKind =
  | 'course-approved'
  | 'course-rejected'
  | 'course-unpublished'
  | 'revision-approved'
  | 'revision-rejected';

/** The reason as an e-mail says it: the rubric items by their labels. */
function labelled(reason: DecisionReason): MailReason {
  const labels = new Map(REJECTION_RUBRIC.map((item) => [item.id as string, item.label as string]));
  return { text: reason.text, checklist: reason.checklist.map((id) => labels.get(id) ?? id) };
}

function mailReason(reason: DecisionReason | null): MailReason | undefined {
  return reason ? labelled(reason) : undefined;
}

async function instructorOf(users: Writes['users'], course: Course): Promise<User | null> {
  return users.findByEmail(course.instructor.email);
}

/** Tells a course's instructor of a decision on it: the bell, the desktop and an e-mail. */
export async function tellInstructorOfDecision(
  repositories: Writes,
  course: Course,
  kind: CourseDecisionKind,
  reason: DecisionReason | null,
): Promise<void> {
  const instructor = await instructorOf(repositories.users, course);
  if (instructor) {
    await repositories.notifications.add(instructor.id, {
      kind,
      subject: { courseId: course.id, courseName: course.name },
      reason,
    });
  }
  const base = {
    to: course.instructor.email,
    name: course.instructor.name,
    courseId: course.id,
    courseName: course.name,
  };
  if (kind === 'course-approved' || kind === 'revision-approved') {
    await repositories.outbox.enqueue({ kind, ...base });
  } else {
    await repositories.outbox.enqueue({ kind, ...base, reason: mailReason(reason) });
  }
}

/** Tells an applicant of the decision on their application. */
export async function tellApplicant(
  repositories: Writes,
  applicant: User,
  reason: DecisionReason | null,
): Promise<void> {
  const kind = reason ? 'application-rejected' : 'application-approved';
  await repositories.notifications.add(applicant.id, { kind, subject: {}, reason });
  const base = { to: applicant.email, name: applicant.displayName };
  if (kind === 'application-approved') await repositories.outbox.enqueue({ kind, ...base });
  else await repositories.outbox.enqueue({ kind, ...base, reason: mailReason(reason) });
}

/**
 * Tells a suspended person why, by e-mail only: they can no longer sign in to read the bell.
 */
export async function tellOfSuspension(
  repositories: Pick<Repositories, 'outbox'>,
  user: User,
  reason: DecisionReason,
): Promise<void> {
  await repositories.outbox.enqueue({
    kind: 'account-suspended',
    to: user.email,
    name: user.displayName,
    reason: labelled(reason),
  });
}

/** Tells a course's instructor of a new student or a new review, naming the person only. */
export async function tellInstructorOfStudent(
  repositories: Writes,
  course: Course,
  kind: 'new-enrollment' | 'new-review',
  personName: string,
): Promise<void> {
  const instructor = await instructorOf(repositories.users, course);
  if (!instructor) return;
  await repositories.notifications.add(instructor.id, {
    kind,
    subject: { courseId: course.id, courseName: course.name, personName },
    reason: null,
  });
  await repositories.outbox.enqueue({
    kind,
    to: instructor.email,
    name: instructor.displayName,
    courseId: course.id,
    courseName: course.name,
    personName,
  });
}

/**
 * For the reviews to come: call it in the transaction that stores a student's review, so the
 * course's instructor hears of it.
 */
export async function tellOfNewReview(
  repositories: Writes & Pick<Repositories, 'courses'>,
  courseId: string,
  reviewerName: string,
): Promise<void> {
  const course = await repositories.courses.findById(courseId);
  if (course) await tellInstructorOfStudent(repositories, course, 'new-review', reviewerName);
}

/** Tells every admin that something awaits review (the bell and the desktop; no e-mail). */
export async function tellAdmins(repositories: Writes, draft: NotificationDraft): Promise<void> {
  await repositories.notifications.addForAdmins(draft);
}
