import fc from 'fast-check';
import { expect, it } from 'vitest';
import {
  DomainError,
  plainCourseDetails,
  type Actor,
  type Course,
  type CourseProps,
  type CourseRevisionProps,
  type Repositories,
  type User,
  type UserProps,
  type UseCases,
} from '../src/index';
import { actorOf } from './actor.mother';
import { nextNumber } from './sequence';
import { aCourse, courseInput } from './course.mother';
import { aUser, anAdmin, anApplicant, anApprovedInstructor } from './user.mother';

/**
 * The course and application machines, driven by random sequences of use-case calls from
 * random callers over any store: memory, SQLite or MySQL. After every step the store holds
 * only what the rules allow, and a refused call changed nothing.
 */
export interface MachineCore {
  useCases: UseCases;
  repositories: Repositories;
}

/** Gives the whole core over one store; each run adds people and courses of its own. */
export type MachineCoreFactory = () => Promise<MachineCore>;

const callers = ['anonymous', 'student', 'instructor', 'otherInstructor', 'admin'] as const;
type Caller = (typeof callers)[number];

type CourseStep =
  | { kind: 'add'; caller: Caller }
  | {
      kind:
        | 'approve'
        | 'delete'
        | 'resubmit'
        | 'approveRevision'
        | 'addSection'
        | 'updateMaterial'
        | 'updatePrice';
      caller: Caller;
      course: number;
    }
  | {
      kind: 'reject' | 'unpublish' | 'rejectRevision';
      caller: Caller;
      course: number;
      reasoned: boolean;
    };

const courseStep: fc.Arbitrary<CourseStep> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), caller: fc.constantFrom(...callers) }),
  fc.record({
    kind: fc.constantFrom(
      'approve' as const,
      'delete' as const,
      'resubmit' as const,
      'approveRevision' as const,
      'addSection' as const,
      'updateMaterial' as const,
      'updatePrice' as const,
    ),
    caller: fc.constantFrom(...callers),
    course: fc.nat(),
  }),
  fc.record({
    kind: fc.constantFrom('reject' as const, 'unpublish' as const, 'rejectRevision' as const),
    caller: fc.constantFrom(...callers),
    course: fc.nat(),
    reasoned: fc.boolean(),
  }),
);

interface CourseState {
  course: CourseProps | null;
  revision: CourseRevisionProps | null;
  sections: number;
}

async function coursesWorld(core: MachineCore) {
  const users = {
    student: aUser(),
    instructor: anApprovedInstructor(),
    otherInstructor: anApprovedInstructor(),
    admin: anAdmin(),
  };
  for (const user of Object.values(users)) await core.repositories.users.insert(user);
  const courses: Course[] = [
    aCourse({ by: users.instructor }),
    aCourse({ by: users.instructor, status: 'approved', totalEnrollment: 5 }),
    aCourse({ by: users.instructor, status: 'rejected' }),
    aCourse({ by: users.instructor, status: 'unpublished', totalEnrollment: 1 }),
    aCourse({ by: users.otherInstructor, status: 'approved' }),
  ];
  for (const course of courses) await core.repositories.courses.insert(course);
  const ids = ['no-such-course', ...courses.map((course) => course.id)];
  const actor = (caller: Caller): Actor | null =>
    caller === 'anonymous' ? null : actorOf(users[caller]);
  const userOf = (caller: Caller): User | null => (caller === 'anonymous' ? null : users[caller]);
  return { core, users, ids, actor, userOf };
}

type CoursesWorld = Awaited<ReturnType<typeof coursesWorld>>;

async function courseStates(w: CoursesWorld): Promise<Map<string, CourseState>> {
  const states = new Map<string, CourseState>();
  for (const id of w.ids) {
    const course = await w.core.repositories.courses.findById(id);
    const revision = await w.core.repositories.revisions.findByCourse(id);
    const curriculum = await w.core.repositories.curricula.findByCourse(id);
    states.set(id, {
      course: course ? { ...course.toProps() } : null,
      revision: revision ? { ...revision.toProps() } : null,
      sections: curriculum.sections.length,
    });
  }
  return states;
}

const reason = (reasoned: boolean, item = 'thin-description') => ({
  reason: reasoned ? 'This needs more detail.' : '  ',
  checklist: reasoned ? [item] : [],
});

async function runCourseStep(w: CoursesWorld, s: CourseStep): Promise<void> {
  const { useCases } = w.core;
  const actor = w.actor(s.caller);
  if (s.kind === 'add') {
    const course = await useCases.addCourse.execute(courseInput(), actor);
    w.ids.push(course.id);
    return;
  }
  const id = w.ids[s.course % w.ids.length]!;
  const current = await w.core.repositories.courses.findById(id);
  const details = current ? current.toProps() : null;
  const sameInput = courseInput(details ? plainCourseDetails(details) : {});
  switch (s.kind) {
    case 'approve':
      return void (await useCases.approveCourse.execute(id, actor));
    case 'reject':
      return void (await useCases.rejectCourse.execute(id, reason(s.reasoned), actor));
    case 'delete':
      return void (await useCases.deleteOwnCourse.execute(id, actor));
    case 'resubmit':
      return void (await useCases.resubmitCourse.execute(id, actor));
    case 'unpublish':
      return void (await useCases.unpublishCourse.execute(id, reason(s.reasoned), actor));
    case 'updateMaterial':
      return void (await useCases.updateOwnCourse.execute(
        id,
        { ...sameInput, detailedDescription: `Revised ${nextNumber()}` },
        actor,
      ));
    case 'updatePrice':
      return void (await useCases.updateOwnCourse.execute(
        id,
        { ...sameInput, priceCents: sameInput.priceCents + 100 },
        actor,
      ));
    case 'addSection':
      return void (await useCases.addSection.execute(id, 'Extra section', actor));
    case 'approveRevision':
    case 'rejectRevision': {
      const revision = await w.core.repositories.revisions.findByCourse(id);
      const version = revision?.version ?? 0;
      if (s.kind === 'rejectRevision') {
        return void (await useCases.rejectRevision.execute(
          id,
          { ...reason(s.reasoned), version },
          actor,
        ));
      }
      return void (await useCases.approveRevision.execute(id, version, actor));
    }
  }
}

/** Whether the rules allow the step; the store must change exactly when they do. */
function courseStepAllowed(w: CoursesWorld, s: CourseStep, before: Map<string, CourseState>) {
  const caller = w.userOf(s.caller);
  if (!caller) return false;
  if (s.kind === 'add') return caller.isApprovedInstructor;
  const state = before.get(w.ids[s.course % w.ids.length]!);
  const course = state?.course;
  if (!course) return false;
  const owns = course.instructor.email === caller.email;
  const admin = caller.isAdmin;
  const pendingRevision = state.revision?.status === 'pending';
  switch (s.kind) {
    case 'approve':
      return admin && course.status === 'pending';
    case 'reject':
      return admin && course.status === 'pending' && s.reasoned;
    case 'delete':
      return (
        owns && ['pending', 'rejected'].includes(course.status) && course.totalEnrollment === 0
      );
    case 'resubmit':
      return owns && ['rejected', 'unpublished'].includes(course.status);
    case 'unpublish':
      return admin && course.status === 'approved' && s.reasoned;
    case 'updateMaterial':
    case 'updatePrice':
    case 'addSection':
      return owns;
    case 'approveRevision':
      return admin && pendingRevision;
    case 'rejectRevision':
      return admin && pendingRevision && s.reasoned;
  }
}

const MATERIAL = ['name', 'image', 'shortDescription', 'detailedDescription'] as const;

function assertCourseRules(
  w: CoursesWorld,
  s: CourseStep,
  before: Map<string, CourseState>,
  after: Map<string, CourseState>,
) {
  const caller = w.userOf(s.caller);
  for (const [id, was] of before) {
    const now = after.get(id)!;
    if (!was.course) {
      expect(now.course).toBeNull();
      continue;
    }
    if (!now.course) {
      expect(s.kind).toBe('delete');
      expect(['pending', 'rejected']).toContain(was.course.status);
      expect(was.course.totalEnrollment).toBe(0);
      continue;
    }
    const [old, cur] = [was.course, now.course];
    expect(cur.totalEnrollment).toBe(old.totalEnrollment);
    expect(cur.rating).toBe(old.rating);
    expect(cur.instructor).toEqual(old.instructor);
    expect(cur.createdAt).toEqual(old.createdAt);
    if (cur.status !== old.status) {
      const change = `${old.status}->${cur.status}`;
      const by: Record<string, string> = {
        'pending->approved': 'approve',
        'pending->rejected': 'reject',
        'approved->unpublished': 'unpublish',
        'rejected->pending': 'resubmit',
        'unpublished->pending': 'resubmit',
      };
      expect(by[change]).toBe(s.kind);
      if (s.kind === 'resubmit') expect(cur.instructor.email).toBe(caller?.email);
      else expect(caller?.isAdmin).toBe(true);
    }
    // What students see of an approved course changes only by an approved revision.
    if (old.status === 'approved' && cur.status === 'approved') {
      for (const field of MATERIAL) {
        if (cur[field] !== old[field]) expect(s.kind).toBe('approveRevision');
      }
      if (now.sections !== was.sections) expect(s.kind).toBe('approveRevision');
    }
    if (cur.price.cents !== old.price.cents) expect(s.kind).toBe('updatePrice');
    if (
      now.revision &&
      now.revision.status === 'pending' &&
      was.revision?.version !== now.revision.version
    ) {
      expect(['updateMaterial', 'updatePrice', 'addSection']).toContain(s.kind);
      expect(cur.status).toBe('approved');
    }
  }
}

/** The course machine: resubmission, revisions and take-downs included. */
export function courseMachineProperty(open: MachineCoreFactory, numRuns: number): void {
  it('no sequence of calls on courses reaches a forbidden state', async () => {
    const core = await open();
    await fc.assert(
      fc.asyncProperty(fc.array(courseStep, { maxLength: 25, size: 'max' }), async (steps) => {
        const w = await coursesWorld(core);
        for (const s of steps) {
          const before = await courseStates(w);
          const expected = courseStepAllowed(w, s, before);
          const outcome = await runCourseStep(w, s).then(
            () => 'accepted',
            (error: unknown) => {
              if (!(error instanceof DomainError)) throw error;
              return 'refused';
            },
          );
          const after = await courseStates(w);
          assertCourseRules(w, s, before, after);
          expect(outcome).toBe(expected ? 'accepted' : 'refused');
          if (!expected) {
            for (const [id, state] of before) expect(after.get(id)).toEqual(state);
          }
        }
      }),
      { numRuns },
    );
  }, 240_000);
}

const people = ['student', 'applicant', 'instructor', 'admin', 'otherAdmin'] as const;
type Person = (typeof people)[number];
type PersonCaller = Person | 'anonymous';

type PersonStep =
  | { kind: 'apply'; caller: PersonCaller; valid: boolean }
  | { kind: 'reject'; caller: PersonCaller; target: Person; reasoned: boolean }
  | {
      kind: 'approve' | 'promote' | 'demote' | 'suspend' | 'reactivate';
      caller: PersonCaller;
      target: Person;
    };

const personCallers: PersonCaller[] = [...people, 'anonymous'];

const personStep: fc.Arbitrary<PersonStep> = fc.oneof(
  fc.record({
    kind: fc.constant('apply' as const),
    caller: fc.constantFrom(...personCallers),
    valid: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('reject' as const),
    caller: fc.constantFrom(...personCallers),
    target: fc.constantFrom(...people),
    reasoned: fc.boolean(),
  }),
  fc.record({
    kind: fc.constantFrom(
      'approve' as const,
      'promote' as const,
      'demote' as const,
      'suspend' as const,
      'reactivate' as const,
    ),
    caller: fc.constantFrom(...personCallers),
    target: fc.constantFrom(...people),
  }),
);

/**
 * The application and the account machines: apply, approve, reject with a reason, reapply;
 * promote, demote (never the last admin), suspend and reactivate.
 */
export function applicationMachineProperty(open: MachineCoreFactory, numRuns: number): void {
  it('no sequence of calls on people reaches a forbidden state', async () => {
    const core = await open();
    await fc.assert(
      fc.asyncProperty(fc.array(personStep, { maxLength: 25, size: 'max' }), async (steps) => {
        // Admins of other runs share the store: this run's admins are the only ones it counts.
        const users: Record<Person, User> = {
          student: aUser(),
          applicant: anApplicant(),
          instructor: anApprovedInstructor(),
          admin: anAdmin(),
          otherAdmin: anAdmin(),
        };
        for (const user of Object.values(users)) await core.repositories.users.insert(user);
        const read = async () => {
          const rows = new Map<Person, UserProps>();
          for (const person of people) {
            rows.set(person, (await core.repositories.users.findById(users[person].id))!.toProps());
          }
          return rows;
        };
        const admins = async () =>
          (await core.repositories.users.query({ role: 'admin' }, { page: 1, limit: 1 })).total;
        for (const s of steps) {
          const before = await read();
          const adminsBefore = await admins();
          const outcome = await runPersonStep(core, users, s).then(
            () => 'accepted',
            (error: unknown) => {
              if (!(error instanceof DomainError)) throw error;
              return 'refused';
            },
          );
          const after = await read();
          const expected = personStepAllowed(s, before, adminsBefore);
          expect(outcome).toBe(expected ? 'accepted' : 'refused');
          if (!expected) expect(after).toEqual(before);
          assertPersonRules(s, before, after);
          expect(await admins()).toBeGreaterThan(0);
        }
      }),
      { numRuns },
    );
  }, 240_000);
}

function runPersonStep(core: MachineCore, users: Record<Person, User>, s: PersonStep) {
  const { useCases } = core;
  const actor = s.caller === 'anonymous' ? null : actorOf(users[s.caller]);
  if (s.kind === 'apply') {
    const userId = s.caller === 'anonymous' ? 'no-such-user' : users[s.caller].id;
    const details = s.valid
      ? { category: 'Business', experience: 'Beginner', title: 'Consultant' }
      : { category: 'Business', experience: 'Guru', title: '' };
    return useCases.applyAsInstructor.execute({ ...details, userId }, actor);
  }
  const target = users[s.target].id;
  switch (s.kind) {
    case 'reject':
      return useCases.rejectApplication.execute(target, reason(s.reasoned, 'job-title'), actor);
    case 'approve':
      return useCases.approveApplication.execute(target, actor);
    case 'promote':
      return useCases.promoteToAdmin.execute(target, actor);
    case 'demote':
      return useCases.demoteAdmin.execute(target, actor);
    case 'suspend':
      return useCases.suspendUser.execute(target, { reason: 'Spam' }, actor);
    case 'reactivate':
      return useCases.reactivateUser.execute(target, actor);
  }
}

/** `admins`: every admin of the store, other runs' included: the last one stays. */
function personStepAllowed(s: PersonStep, before: Map<Person, UserProps>, admins: number): boolean {
  if (s.caller === 'anonymous') return false;
  const caller = before.get(s.caller)!;
  if (s.kind === 'apply') {
    return s.valid && !['applied', 'approved'].includes(caller.instructorStatus);
  }
  if (caller.role !== 'admin') return false;
  const target = before.get(s.target)!;
  switch (s.kind) {
    case 'approve':
      return target.instructorStatus === 'applied';
    case 'reject':
      return target.instructorStatus === 'applied' && s.reasoned;
    case 'promote':
      return target.role !== 'admin';
    case 'demote':
      return s.target !== s.caller && target.role === 'admin' && admins > 1;
    case 'suspend':
      return target.role !== 'admin' && target.suspendedAt === null;
    case 'reactivate':
      return target.suspendedAt !== null;
  }
}

function assertPersonRules(
  s: PersonStep,
  before: Map<Person, UserProps>,
  after: Map<Person, UserProps>,
) {
  for (const person of people) {
    const was = before.get(person)!;
    const now = after.get(person)!;
    expect(now.email).toBe(was.email);
    expect(now.createdAt).toEqual(was.createdAt);
    if (now.role !== was.role) {
      expect(s.kind).toBe(now.role === 'admin' ? 'promote' : 'demote');
    }
    if (now.instructorStatus !== was.instructorStatus) {
      const change = `${was.instructorStatus}->${now.instructorStatus}`;
      const by: Record<string, string> = {
        'none->applied': 'apply',
        'rejected->applied': 'apply',
        'applied->approved': 'approve',
        'applied->rejected': 'reject',
      };
      expect(by[change]).toBe(s.kind);
    }
    if ((now.suspendedAt === null) !== (was.suspendedAt === null)) {
      expect(s.kind).toBe(now.suspendedAt ? 'suspend' : 'reactivate');
      if (now.suspendedAt) expect(now.role).toBe('user');
    }
  }
}
