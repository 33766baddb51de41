import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aCourse,
  aUser,
  actorOf,
  anAdmin,
  anApplicant,
  anApprovedInstructor,
  courseInput,
} from '../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';
import { DomainError } from '../shared/domain-error';
import type { CourseProps } from './course.entity';

/**
 * The course status machine, driven by random sequences of use-case calls from random
 * callers. After every step: a course becomes approved or rejected only from pending and only
 * by an admin; an approved course never disappears; only its owner edits or deletes a course,
 * and only the editable fields; new courses are pending with rating 4.8 and no enrollment;
 * enrollment counts never change; a refused call changes nothing.
 */

const callers = [
  'anonymous',
  'student',
  'applicant',
  'instructor',
  'otherInstructor',
  'admin',
] as const;
type Caller = (typeof callers)[number];

type Step =
  | { kind: 'add'; caller: Caller; valid: boolean }
  | { kind: 'approve' | 'reject' | 'delete'; caller: Caller; course: number }
  | { kind: 'update'; caller: Caller; course: number; valid: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    caller: fc.constantFrom(...callers),
    valid: fc.boolean(),
  }),
  fc.record({
    kind: fc.constantFrom('approve' as const, 'reject' as const, 'delete' as const),
    caller: fc.constantFrom(...callers),
    course: fc.nat(),
  }),
  fc.record({
    kind: fc.constant('update' as const),
    caller: fc.constantFrom(...callers),
    course: fc.nat(),
    valid: fc.boolean(),
  }),
);

async function world() {
  const users = {
    student: aUser(),
    applicant: anApplicant(),
    instructor: anApprovedInstructor(),
    otherInstructor: anApprovedInstructor(),
    admin: anAdmin(),
  };
  const { instructor, otherInstructor } = users;
  const core = memoryCore();
  await core.given(
    ...Object.values(users),
    aCourse({ by: instructor }),
    aCourse({ by: instructor, status: 'approved', totalEnrollment: 5 }),
    aCourse({ by: instructor, status: 'rejected' }),
    aCourse({ by: otherInstructor, totalEnrollment: 2 }),
  );
  /** Every course id ever seen, deleted ones too, plus one that never existed. */
  const courseIds = ['no-such-course', ...core.store.tables.courses.keys()];
  const actor = (caller: Caller) => (caller === 'anonymous' ? null : actorOf(users[caller]));
  const userOf = (caller: Caller) => (caller === 'anonymous' ? null : users[caller]);
  return { core, users, courseIds, actor, userOf };
}

type World = Awaited<ReturnType<typeof world>>;

const validInput = courseInput({ name: 'Edited Name', priceCents: 1234 });
const invalidInput = courseInput({ name: '', lectures: 0 });

async function run(w: World, s: Step): Promise<void> {
  const { useCases } = w.core;
  const actor = w.actor(s.caller);
  const input = 'valid' in s && s.valid ? validInput : invalidInput;
  if (s.kind === 'add') {
    const course = await useCases.addCourse.execute(input, actor);
    w.courseIds.push(course.id);
    return;
  }
  const id = w.courseIds[s.course % w.courseIds.length]!;
  if (s.kind === 'update') await useCases.updateOwnCourse.execute(id, input, actor);
  else if (s.kind === 'delete') await useCases.deleteOwnCourse.execute(id, actor);
  else if (s.kind === 'approve') await useCases.approveCourse.execute(id, actor);
  else await useCases.rejectCourse.execute(id, actor);
}

function assertNoForbiddenTransition(
  w: World,
  s: Step,
  before: Map<string, CourseProps>,
  after: Map<string, CourseProps>,
) {
  const caller = w.userOf(s.caller)?.toProps();
  const isAdmin = caller?.role === 'admin';
  for (const [id, was] of before) {
    const now = after.get(id);
    if (!now) {
      expect(was.status).not.toBe('approved');
      expect(s.kind).toBe('delete');
      expect(was.instructor.email).toBe(caller?.email);
      continue;
    }
    expect(now.totalEnrollment).toBe(was.totalEnrollment);
    expect(now.rating).toBe(was.rating);
    expect(now.instructor).toEqual(was.instructor);
    expect(now.createdAt).toEqual(was.createdAt);
    if (now.status !== was.status) {
      expect(was.status).toBe('pending');
      expect(s.kind).toBe(now.status === 'approved' ? 'approve' : 'reject');
      expect(isAdmin).toBe(true);
    }
    if (editable(now) !== editable(was)) {
      expect(s.kind).toBe('update');
      expect(was.instructor.email).toBe(caller?.email);
    }
  }
  for (const [id, added] of after) {
    if (before.has(id)) continue;
    expect(s.kind).toBe('add');
    expect(caller?.instructorStatus).toBe('approved');
    expect(added).toMatchObject({
      status: 'pending',
      rating: 4.8,
      totalEnrollment: 0,
      instructor: { email: caller?.email, name: caller?.displayName },
    });
  }
}

/** The instructor-editable fields, as one comparable string. */
function editable(course: CourseProps): string {
  const { name, category, language, certificate, lectures, image, price } = course;
  const { shortDescription, detailedDescription } = course;
  return JSON.stringify([
    name,
    category,
    language,
    certificate,
    lectures,
    image,
    price.cents,
    shortDescription,
    detailedDescription,
  ]);
}

/** Whether the spec allows this step; the store must change exactly when it does. */
function allowed(w: World, s: Step, before: Map<string, CourseProps>): boolean {
  const caller = w.userOf(s.caller)?.toProps();
  if (!caller) return false;
  if (s.kind === 'add') return s.valid && caller.instructorStatus === 'approved';
  const course = before.get(w.courseIds[s.course % w.courseIds.length]!);
  if (!course) return false;
  const owns = course.instructor.email === caller.email;
  if (s.kind === 'update') return owns && s.valid;
  if (s.kind === 'delete') return owns && course.status !== 'approved';
  return caller.role === 'admin' && course.status === 'pending';
}

describe('course status: no sequence of calls reaches a forbidden state', () => {
  it('holds for random callers and steps', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 30, size: 'max' }), async (steps) => {
        const w = await world();
        const users = new Map(w.core.store.tables.users);
        for (const s of steps) {
          const before = new Map(w.core.store.tables.courses);
          const expected = allowed(w, s, before);
          const outcome = await run(w, s).then(
            () => 'accepted',
            (error: unknown) => {
              if (!(error instanceof DomainError)) throw error;
              return 'refused';
            },
          );
          const after = new Map(w.core.store.tables.courses);

          assertNoForbiddenTransition(w, s, before, after);
          expect(outcome).toBe(expected ? 'accepted' : 'refused');
          if (!expected) expect(after).toEqual(before);
          expect(w.core.store.tables.users).toEqual(users);
        }
      }),
      { numRuns: 100 },
    );
  }, 60_000);
});
