import { expect, it } from 'vitest';
import type {
  Clock,
  Course,
  DomainErrorCode,
  MailMessage,
  Repositories,
  UseCases,
  User,
} from '../src/index';
import { actorOf } from './actor.mother';
import { aCourse } from './course.mother';
import {
  aRejectedApplicant,
  aUser,
  anAdmin,
  anApplicant,
  anApprovedInstructor,
} from './user.mother';

/** The whole core over a store whose rows and queued jobs a test can read. */
interface DecisionCore {
  useCases: UseCases;
  store: Repositories & { tables: { jobs: { size: number } } };
  clock: Clock;
  outbox(): MailMessage[];
  auditLog(): unknown[];
  given(...entities: (User | Course)[]): Promise<void>;
  expectRefused(run: () => Promise<unknown>, code: DomainErrorCode): Promise<void>;
}

type Decision = 'approved' | 'rejected';

/** The reason every rejection in these cases gives. */
export const REJECTION = { reason: 'The description does not say what students will learn.' };

/** What a decision's e-mail carries beyond its kind: a rejection's reason. */
const mailedReason = (decision: Decision) =>
  decision === 'rejected' ? { reason: { text: REJECTION.reason, checklist: [] } } : {};

/** What a decision's audit entry keeps beyond its fields: a rejection's reason. */
const auditedReason = (decision: Decision) =>
  decision === 'rejected' ? { reason: { text: REJECTION.reason, checklist: [] } } : {};

/**
 * ApproveCourse's and RejectCourse's cases: the same rules with the other outcome, so each
 * use case's test runs them for its own decision.
 */
export function courseDecisionCases(newCore: () => DecisionCore, decision: Decision): void {
  const decide = (core: DecisionCore, courseId: string, actor: User | null) =>
    decision === 'approved'
      ? core.useCases.approveCourse.execute(courseId, actor && actorOf(actor))
      : core.useCases.rejectCourse.execute(courseId, REJECTION, actor && actorOf(actor));

  it(`moves a pending course to ${decision}, changing nothing else, and tells its instructor`, async () => {
    const admin = anAdmin();
    const course = aCourse();
    const core = newCore();
    await core.given(admin, course);

    const decided = await decide(core, course.id, admin);

    expect(decided.status).toBe(decision);
    expect((await core.store.courses.findById(course.id))?.toProps()).toEqual({
      ...course.toProps(),
      status: decision,
    });
    expect(core.outbox()).toEqual([
      {
        kind: `course-${decision}`,
        to: course.instructor.email,
        name: course.instructor.name,
        courseId: course.id,
        courseName: course.name,
        ...mailedReason(decision),
      },
    ]);
  });

  it('e-mails nobody when it refuses', async () => {
    const admin = anAdmin();
    const course = aCourse({ status: decision === 'approved' ? 'rejected' : 'approved' });
    const core = newCore();
    await core.given(admin, course);

    await expect(decide(core, course.id, admin)).rejects.toMatchObject({
      code: 'course_not_pending',
    });
    expect(core.outbox()).toEqual([]);
    expect(core.store.tables.jobs.size).toBe(0);
    expect(core.auditLog()).toEqual([]);
  });

  it.each(['approved', 'rejected'] as const)(
    'refuses a course that is already %s',
    async (status) => {
      const admin = anAdmin();
      const course = aCourse({ status });
      const core = newCore();
      await core.given(admin, course);

      await core.expectRefused(() => decide(core, course.id, admin), 'course_not_pending');
    },
  );

  it('is for admins only, the course owner included', async () => {
    const owner = anApprovedInstructor();
    const student = aUser();
    const course = aCourse({ by: owner });
    const core = newCore();
    await core.given(owner, student, course);

    for (const caller of [owner, student]) {
      await core.expectRefused(() => decide(core, course.id, caller), 'forbidden');
    }
    await core.expectRefused(() => decide(core, course.id, null), 'unauthenticated');
  });

  it('answers not found for an unknown course', async () => {
    const admin = anAdmin();
    const core = newCore();
    await core.given(admin);

    await core.expectRefused(() => decide(core, 'no-such-course', admin), 'not_found');
  });

  it('records the decision in the audit log: the admin, the course, its status before and after, the reason', async () => {
    const admin = anAdmin();
    const course = aCourse();
    const core = newCore();
    await core.given(admin, course);

    await decide(core, course.id, admin);

    expect(core.auditLog()).toEqual([
      {
        kind: `course-${decision}`,
        actorId: admin.id,
        subject: { type: 'course', id: course.id },
        before: { status: 'pending' },
        after: { status: decision },
        ...auditedReason(decision),
        at: core.clock.now(),
      },
    ]);
  });
}

/**
 * ApproveApplication's and RejectApplication's cases: the same rules with the other outcome,
 * so each use case's test runs them for its own decision.
 */
export function applicationDecisionCases(newCore: () => DecisionCore, decision: Decision): void {
  const decide = (core: DecisionCore, userId: string, actor: User | null) =>
    decision === 'approved'
      ? core.useCases.approveApplication.execute(userId, actor && actorOf(actor))
      : core.useCases.rejectApplication.execute(userId, REJECTION, actor && actorOf(actor));

  it(`sets an applied application to ${decision}, changing nothing else, and tells the applicant`, async () => {
    const admin = anAdmin();
    const applicant = anApplicant();
    const core = newCore();
    await core.given(admin, applicant);

    const user = await decide(core, applicant.id, admin);

    expect(user.instructorStatus).toBe(decision);
    expect((await core.store.users.findById(applicant.id))?.toProps()).toEqual({
      ...applicant.toProps(),
      instructorStatus: decision,
    });
    expect(core.outbox()).toEqual([
      {
        kind: `application-${decision}`,
        to: applicant.email,
        name: applicant.displayName,
        ...mailedReason(decision),
      },
    ]);
  });

  it('e-mails nobody when it refuses', async () => {
    const admin = anAdmin();
    const applicant = anApprovedInstructor();
    const core = newCore();
    await core.given(admin, applicant);

    await expect(decide(core, applicant.id, admin)).rejects.toMatchObject({
      code: 'application_not_pending',
    });
    expect(core.outbox()).toEqual([]);
    expect(core.store.tables.jobs.size).toBe(0);
    expect(core.auditLog()).toEqual([]);
  });

  it.each([
    ['has not applied', aUser],
    ['is already approved', anApprovedInstructor],
    ['is already rejected', aRejectedApplicant],
  ])('refuses when the user %s', async (_state, mother) => {
    const admin = anAdmin();
    const user = mother();
    const core = newCore();
    await core.given(admin, user);

    await core.expectRefused(() => decide(core, user.id, admin), 'application_not_pending');
  });

  it('is for admins only', async () => {
    const applicant = anApplicant();
    const student = aUser();
    const instructor = anApprovedInstructor();
    const core = newCore();
    await core.given(applicant, student, instructor);

    for (const caller of [student, instructor, applicant]) {
      await core.expectRefused(() => decide(core, applicant.id, caller), 'forbidden');
    }
    await core.expectRefused(() => decide(core, applicant.id, null), 'unauthenticated');
  });

  it('answers not found for an unknown user', async () => {
    const admin = anAdmin();
    const core = newCore();
    await core.given(admin);

    await core.expectRefused(() => decide(core, 'no-such-user', admin), 'not_found');
  });

  it('records the decision in the audit log: the admin, the applicant, the status before and after, the reason', async () => {
    const admin = anAdmin();
    const applicant = anApplicant();
    const core = newCore();
    await core.given(admin, applicant);

    await decide(core, applicant.id, admin);

    expect(core.auditLog()).toEqual([
      {
        kind: `application-${decision}`,
        actorId: admin.id,
        subject: { type: 'user', id: applicant.id },
        before: { instructorStatus: 'applied' },
        after: { instructorStatus: decision },
        ...auditedReason(decision),
        at: core.clock.now(),
      },
    ]);
  });
}
