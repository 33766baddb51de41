import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUseCases, type Actor, type UseCases } from '@classroom/core';
import {
  aCourse,
  anAdmin,
  anApplicant,
  anApprovedInstructor,
  courseInput,
} from '@classroom/core/testing';
import {
  FixedClock,
  MemoryPaymentGateway,
  SequentialIdGenerator,
} from '@classroom/persistence-memory';
import type { Database } from '../src/index';
import { mySqlReachable, openMySqlTestDatabase } from './mysql-test-database';
import { openSqliteTestDatabase } from './sqlite-test-database';

const PAIRS = 20;

/** Both calls at once; each either answers or fails with a domain error code. */
async function race(first: () => Promise<unknown>, second: () => Promise<unknown>) {
  const outcomes = await Promise.allSettled([first(), second()]);
  return outcomes.map((outcome) =>
    outcome.status === 'fulfilled' ? 'ok' : (outcome.reason as { code?: string }).code,
  );
}

/**
 * Decisions racing each other and edits, through the use cases over the Knex store: every
 * write that answered is kept, and no decision is made, or recorded in the audit log, twice.
 */
function racesSuite(open: () => Promise<{ database: Database; drop(): Promise<void> }>) {
  let database: Database;
  let drop: () => Promise<void>;
  let useCases: UseCases;
  let admin: Actor;
  let adminId: string;
  beforeAll(async () => {
    ({ database, drop } = await open());
    useCases = createUseCases({
      ...database.repositories,
      unitOfWork: database.unitOfWork,
      jobs: database.jobs,
      gateway: new MemoryPaymentGateway(),
      ids: new SequentialIdGenerator('race-'),
      clock: new FixedClock(),
    });
    const adminUser = anAdmin();
    await database.repositories.users.insert(adminUser);
    admin = { email: adminUser.email };
    adminId = adminUser.id;
  });
  afterAll(async () => {
    await drop?.();
  });
  /** The kinds of the audit entries about one subject: a decision that lost leaves none. */
  const recorded = async (type: 'user' | 'course', id: string) =>
    (await database.repositories.audit.list({}, { page: 1, limit: 100 })).items
      .filter((entry) => entry.subject.type === type && entry.subject.id === id)
      .map((entry) => entry.kind);

  it(`lets exactly one of approve and reject win, ${PAIRS} times`, async () => {
    const instructor = anApprovedInstructor();
    await database.repositories.users.insert(instructor);
    for (let pair = 0; pair < PAIRS; pair += 1) {
      const course = aCourse({ by: instructor });
      await database.repositories.courses.insert(course);
      const outcomes = await race(
        () => useCases.approveCourse.execute(course.id, admin),
        () => useCases.rejectCourse.execute(course.id, { reason: 'Needs work' }, admin),
      );
      expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(1);
      expect(outcomes).toContain('course_not_pending');
      const stored = await database.repositories.courses.findById(course.id);
      expect(stored?.status).toBe(outcomes[0] === 'ok' ? 'approved' : 'rejected');
      const decisions = (await database.repositories.outbox.list({}, { page: 1, limit: 100 })).items
        .map((row) => row.message)
        .filter((message) => 'courseId' in message && message.courseId === course.id);
      expect(decisions).toHaveLength(1);
      expect(await recorded('course', course.id)).toEqual([
        outcomes[0] === 'ok' ? 'course-approved' : 'course-rejected',
      ]);
    }
  });

  it(`keeps both an approval and an instructor's edit made at the same time, ${PAIRS} times`, async () => {
    const instructor = anApprovedInstructor();
    await database.repositories.users.insert(instructor);
    for (let pair = 0; pair < PAIRS; pair += 1) {
      const course = aCourse({ by: instructor });
      await database.repositories.courses.insert(course);
      const outcomes = await race(
        () => useCases.approveCourse.execute(course.id, admin),
        () =>
          useCases.updateOwnCourse.execute(
            course.id,
            courseInput({ name: `Edited during approval ${pair}` }),
            { email: instructor.email },
          ),
      );
      expect(outcomes).toEqual(['ok', 'ok']);
      const stored = (await database.repositories.courses.findById(course.id))?.toProps();
      expect(stored?.status).toBe('approved');
      // The edit lands live when it reached the course while still pending, and waits as the
      // approved course's revision when the approval came first (decision 33): kept either way.
      const revision = await database.repositories.revisions.findByCourse(course.id);
      if (revision) {
        expect(stored?.name).toBe(course.toProps().name);
        expect(revision.details.name).toBe(`Edited during approval ${pair}`);
        expect(await recorded('course', course.id)).toEqual(['course-approved']);
      } else {
        expect(stored?.name).toBe(`Edited during approval ${pair}`);
        expect((await recorded('course', course.id)).sort()).toEqual([
          'course-approved',
          'course-edited',
        ]);
      }
    }
  });

  it(`lets exactly one of approve and reject an application win, ${PAIRS} times`, async () => {
    for (let pair = 0; pair < PAIRS; pair += 1) {
      const applicant = anApplicant();
      await database.repositories.users.insert(applicant);
      const outcomes = await race(
        () => useCases.approveApplication.execute(applicant.id, admin),
        () => useCases.rejectApplication.execute(applicant.id, { reason: 'Needs work' }, admin),
      );
      expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(1);
      expect(outcomes).toContain('application_not_pending');
      expect(await recorded('user', applicant.id)).toEqual([
        outcomes[0] === 'ok' ? 'application-approved' : 'application-rejected',
      ]);
    }
  });

  it(`leaves one admin when two admins demote each other at once, ${PAIRS} times`, async () => {
    for (let pair = 0; pair < PAIRS; pair += 1) {
      // This suite's own admin is demoted first, so the pair are the only admins.
      const [first, second] = [anAdmin(), anAdmin()];
      await database.repositories.users.insert(first);
      await database.repositories.users.insert(second);
      await useCases.demoteAdmin.execute(adminId, { email: first.email });
      const outcomes = await race(
        () => useCases.demoteAdmin.execute(second.id, { email: first.email }),
        () => useCases.demoteAdmin.execute(first.id, { email: second.email }),
      );
      expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(1);
      const admins = await database.repositories.users.query(
        { role: 'admin' },
        { page: 1, limit: 5 },
      );
      expect(admins.total).toBe(1);
      // The survivor makes the suite's admin an admin again for the next pair.
      const survivor = admins.items[0]!;
      await useCases.promoteToAdmin.execute(adminId, { email: survivor.email });
      await useCases.demoteAdmin.execute(survivor.id, admin);
    }
  });

  it(`keeps both a promotion and the person's own profile save, ${PAIRS} times`, async () => {
    for (let pair = 0; pair < PAIRS; pair += 1) {
      const person = anApplicant();
      await database.repositories.users.insert(person);
      const outcomes = await race(
        () => useCases.promoteToAdmin.execute(person.id, admin),
        () =>
          useCases.updateProfile.execute(
            {
              email: person.email,
              displayName: `Saved meanwhile ${pair}`,
              photoURL: 'https://images.classroom.test/p.png',
            },
            { email: person.email },
          ),
      );
      expect(outcomes).toEqual(['ok', 'ok']);
      expect((await database.repositories.users.findById(person.id))?.toProps()).toMatchObject({
        role: 'admin',
        displayName: `Saved meanwhile ${pair}`,
        instructorStatus: 'applied',
      });
    }
  });
}

describe('decisions racing edits, SQLite', () => {
  racesSuite(() => openSqliteTestDatabase('races'));
});

describe.runIf(mySqlReachable)('decisions racing edits, MySQL', () => {
  racesSuite(() => openMySqlTestDatabase('races'));
});
