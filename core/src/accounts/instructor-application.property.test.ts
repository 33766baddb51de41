import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aUser, actorOf, anAdmin, anApplicant, anApprovedInstructor } from '../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';
import { DomainError } from '../shared/domain-error';
import type { UserProps } from './user.entity';

/**
 * The instructor application and the role, driven by random sequences of use-case calls
 * from random callers. After every step the store must hold only what the spec allows:
 * none|rejected -> applied by the user, applied -> approved|rejected by an admin, user ->
 * admin by an admin promotion; a refused call changes nothing.
 */

const people = ['student', 'applicant', 'instructor', 'otherInstructor', 'admin'] as const;
type Person = (typeof people)[number];
type Caller = Person | 'anonymous' | 'stranger';
const callers: Caller[] = [...people, 'anonymous', 'stranger'];
type Target = Person | 'unknown';
const targets: Target[] = [...people, 'unknown'];

type Step =
  | { kind: 'apply'; caller: Caller; valid: boolean }
  | { kind: 'approve' | 'reject' | 'promote'; caller: Caller; target: Target };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('apply' as const),
    caller: fc.constantFrom(...callers),
    valid: fc.boolean(),
  }),
  fc.record({
    kind: fc.constantFrom('approve' as const, 'reject' as const, 'promote' as const),
    caller: fc.constantFrom(...callers),
    target: fc.constantFrom(...targets),
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
  const core = memoryCore();
  await core.given(...Object.values(users));
  const stranger = aUser();
  const actor = (caller: Caller) =>
    caller === 'anonymous' ? null : actorOf(caller === 'stranger' ? stranger : users[caller]);
  const idOf = (target: Target) => (target === 'unknown' ? 'no-such-user' : users[target].id);
  /** The caller's own record id: an application names the record that applies. */
  const ownIdOf = (caller: Caller) =>
    caller === 'anonymous' ? 'no-such-user' : (caller === 'stranger' ? stranger : users[caller]).id;
  return { core, users, actor, idOf, ownIdOf };
}

type World = Awaited<ReturnType<typeof world>>;

function run(w: World, s: Step): Promise<unknown> {
  const { useCases } = w.core;
  if (s.kind === 'apply') {
    const details = s.valid
      ? { category: 'Business', experience: 'Beginner', title: 'Consultant' }
      : { category: 'Business', experience: 'Guru', title: '' };
    const input = { ...details, userId: w.ownIdOf(s.caller) };
    return useCases.applyAsInstructor.execute(input, w.actor(s.caller));
  }
  const useCase = {
    approve: useCases.approveApplication,
    reject: useCases.rejectApplication,
    promote: useCases.promoteToAdmin,
  }[s.kind];
  return useCase.execute(w.idOf(s.target), w.actor(s.caller));
}

/** What the spec allows this step to do to `before`; null when it must be refused. */
function allowed(w: World, s: Step, before: Map<string, UserProps>): Map<string, UserProps> | null {
  const caller = s.caller === 'anonymous' || s.caller === 'stranger' ? null : w.users[s.caller];
  const callerRow = caller ? before.get(caller.id)! : null;
  if (!callerRow) return null;
  const next = new Map(before);
  if (s.kind === 'apply') {
    if (!s.valid || callerRow.instructorStatus === 'applied') return null;
    if (callerRow.instructorStatus === 'approved') return null;
    next.set(callerRow.id, {
      ...callerRow,
      instructorStatus: 'applied',
      category: 'Business',
      experience: 'Beginner',
      title: 'Consultant',
    });
    return next;
  }
  if (callerRow.role !== 'admin') return null;
  const target = before.get(w.idOf(s.target));
  if (!target) return null;
  if (s.kind === 'promote') {
    if (target.role === 'admin') return null;
    next.set(target.id, { ...target, role: 'admin' });
    return next;
  }
  if (target.instructorStatus !== 'applied') return null;
  next.set(target.id, {
    ...target,
    instructorStatus: s.kind === 'approve' ? 'approved' : 'rejected',
  });
  return next;
}

/** Transitions the spec forbids, whatever the step: checked on their own, not via the model. */
function assertNoForbiddenTransition(
  s: Step,
  w: World,
  before: Map<string, UserProps>,
  after: Map<string, UserProps>,
) {
  expect([...after.keys()]).toEqual([...before.keys()]);
  const callerId =
    s.caller === 'anonymous' || s.caller === 'stranger' ? null : w.users[s.caller].id;
  const callerIsAdmin = callerId !== null && before.get(callerId)?.role === 'admin';
  for (const [id, was] of before) {
    const now = after.get(id)!;
    expect({ ...now, role: was.role, instructorStatus: was.instructorStatus }).toMatchObject({
      id: was.id,
      email: was.email,
      displayName: was.displayName,
      photoURL: was.photoURL,
      createdAt: was.createdAt,
    });
    if (now.role !== was.role) {
      expect([was.role, now.role]).toEqual(['user', 'admin']);
      expect(s.kind === 'promote' && callerIsAdmin).toBe(true);
    }
    if (now.instructorStatus !== was.instructorStatus) {
      const change = `${was.instructorStatus}->${now.instructorStatus}`;
      if (now.instructorStatus === 'applied') {
        expect(['none->applied', 'rejected->applied']).toContain(change);
        expect(s.kind === 'apply' && callerId === id).toBe(true);
      } else {
        expect(['applied->approved', 'applied->rejected']).toContain(change);
        expect(s.kind === (now.instructorStatus === 'approved' ? 'approve' : 'reject')).toBe(true);
        expect(callerIsAdmin).toBe(true);
      }
    }
  }
}

describe('instructor application and role: no sequence of calls reaches a forbidden state', () => {
  it('holds for random callers and steps', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 30, size: 'max' }), async (steps) => {
        const w = await world();
        for (const s of steps) {
          const before = new Map(w.core.store.tables.users);
          const expected = allowed(w, s, before);
          const outcome = await run(w, s).then(
            () => 'accepted',
            (error: unknown) => {
              if (!(error instanceof DomainError)) throw error;
              return 'refused';
            },
          );
          const after = new Map(w.core.store.tables.users);

          assertNoForbiddenTransition(s, w, before, after);
          expect(outcome).toBe(expected ? 'accepted' : 'refused');
          expect(after).toEqual(expected ?? before);
        }
      }),
      { numRuns: 100 },
    );
  }, 60_000);
});
