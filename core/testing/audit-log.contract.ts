import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  AuditEntry,
  AuditLogRepository,
  Clock,
  CourseRepository,
  UnitOfWork,
  UserRepository,
} from '../src/index';
import { aCourse } from './course.mother';
import { ContractClock } from './mail-store.contract';
import { aUser, anAdmin } from './user.mother';

/** A store's audit log, with the users and courses its names come from. */
export interface AuditStore {
  audit: AuditLogRepository;
  users: UserRepository;
  courses: CourseRepository;
  unitOfWork: UnitOfWork;
}

/** Gives a fresh, empty store dated by `clock` for each test, and releases it afterwards. */
export interface AuditStoreFactory {
  open(clock: Clock): Promise<AuditStore>;
  close?(store: AuditStore): Promise<void>;
}

const all = { page: 1, limit: 50 };

function anEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    kind: 'course-approved',
    actorId: 'admin-1',
    subject: { type: 'course', id: 'course-1' },
    before: { status: 'pending' },
    after: { status: 'approved' },
    ...overrides,
  };
}

/** What every AuditLogRepository must do, whatever keeps the entries. */
export function auditLogContract(factory: AuditStoreFactory): void {
  describe('AuditLogRepository', () => {
    let store: AuditStore;
    let clock: ContractClock;
    const kinds = async (filter = {}) =>
      (await store.audit.list(filter, all)).items.map((item) => item.kind);

    beforeEach(async () => {
      clock = new ContractClock();
      store = await factory.open(clock);
    });
    afterEach(async () => {
      await factory.close?.(store);
    });

    it('keeps an entry as given, dated by the clock, with values a careless store would mangle', async () => {
      const entry = anEntry({
        kind: 'course-price-changed',
        subject: { type: 'course', id: 'c-9' },
        before: { name: 'Zoë’s <b>"course"</b> — 学', priceCents: 4999, certificate: true },
        after: { name: 'Plain', priceCents: 0, certificate: false },
      });
      await store.audit.record(entry);
      await store.audit.record(
        anEntry({ kind: 'course-deleted', actorId: null, before: { a: null }, after: null }),
      );

      const page = await store.audit.list({}, all);
      expect(page).toMatchObject({ total: 2, page: 1, limit: 50 });
      expect(page.items[1]).toEqual({
        ...entry,
        id: expect.any(String),
        at: clock.now(),
        actorName: null,
        subjectName: null,
        reason: null,
      });
      expect(page.items[0]).toMatchObject({ actorId: null, before: { a: null }, after: null });
      expect(page.items[0]!.id).not.toBe(page.items[1]!.id);
    });

    it('keeps the reason of a rejection, a take-down or a suspension, word for word', async () => {
      const reason = { text: 'Zoë’s <b>"copy"</b> — 学\nsecond line', checklist: ['policy'] };
      await store.audit.record(anEntry({ kind: 'user-suspended', reason }));

      const [entry] = (await store.audit.list({}, all)).items;
      expect(entry?.reason).toEqual(reason);
    });

    it('lists newest first, entries of one millisecond in the order recorded, a page at a time', async () => {
      await store.audit.record(anEntry({ kind: 'course-approved' }));
      clock.advance(1_000);
      await store.audit.record(anEntry({ kind: 'course-rejected' }));
      await store.audit.record(anEntry({ kind: 'course-edited' }));
      await store.audit.record(anEntry({ kind: 'course-deleted' }));

      const kindsOf = async (page: number) =>
        (await store.audit.list({}, { page, limit: 3 })).items.map((item) => item.kind);
      expect(await kindsOf(1)).toEqual(['course-deleted', 'course-edited', 'course-rejected']);
      expect(await kindsOf(2)).toEqual(['course-approved']);
      expect(await store.audit.list({}, { page: 3, limit: 3 })).toMatchObject({
        items: [],
        total: 4,
      });
    });

    it('filters by person (actor, or user subject), kind and period, and counts what matches', async () => {
      await store.audit.record(anEntry({ kind: 'admin-promoted', actorId: 'ann' }));
      clock.advance(1_000);
      await store.audit.record(
        anEntry({
          kind: 'application-approved',
          actorId: 'bob',
          subject: { type: 'user', id: 'ann' },
        }),
      );
      clock.advance(1_000);
      await store.audit.record(
        anEntry({
          kind: 'course-approved',
          actorId: 'bob',
          subject: { type: 'course', id: 'ann' },
        }),
      );
      const start = clock.at(-2_000);

      expect(await kinds({ personId: 'ann' })).toEqual(['application-approved', 'admin-promoted']);
      expect(await kinds({ personId: 'bob' })).toEqual(['course-approved', 'application-approved']);
      expect(await kinds({ personId: 'nobody' })).toEqual([]);
      expect(await kinds({ kind: 'course-approved' })).toEqual(['course-approved']);
      expect(await kinds({ from: clock.at(-1_000) })).toEqual([
        'course-approved',
        'application-approved',
      ]);
      expect(await kinds({ to: clock.at(-1_000) })).toEqual(['admin-promoted']);
      expect(await kinds({ from: start, to: clock.now() })).toEqual([
        'application-approved',
        'admin-promoted',
      ]);
      const page = await store.audit.list(
        { personId: 'bob', kind: 'application-approved', from: start },
        { page: 1, limit: 1 },
      );
      expect(page).toMatchObject({ total: 1, items: [{ kind: 'application-approved' }] });
    });

    it("names the actor and the subject from today's records, and nobody once they are gone", async () => {
      const admin = anAdmin({ displayName: 'Ada Admin' });
      const student = aUser({ displayName: 'Sam Student' });
      await store.users.insert(admin);
      await store.users.insert(student);
      const course = aCourse({ by: admin });
      await store.courses.insert(course);

      await store.audit.record(
        anEntry({ actorId: admin.id, subject: { type: 'course', id: course.id } }),
      );
      await store.audit.record(
        anEntry({
          kind: 'admin-promoted',
          actorId: admin.id,
          subject: { type: 'user', id: student.id },
        }),
      );
      await store.audit.record(
        anEntry({
          kind: 'account-deleted',
          actorId: 'gone',
          subject: { type: 'user', id: 'gone' },
        }),
      );
      // A course and a user that share an id: the subject's type picks the record.
      await store.audit.record(
        anEntry({ actorId: null, subject: { type: 'course', id: student.id } }),
      );

      const names = (await store.audit.list({}, all)).items.map((item) => [
        item.actorName,
        item.subjectName,
      ]);
      expect(names).toEqual([
        [null, null],
        [null, null],
        ['Ada Admin', 'Sam Student'],
        ['Ada Admin', course.name],
      ]);
    });

    it("searches the actor's and subject's names and a person's e-mail, newest or oldest first", async () => {
      const admin = anAdmin({ displayName: 'Ada Admin' });
      const student = aUser({ displayName: 'Sam 100%_ Student' });
      await store.users.insert(admin);
      await store.users.insert(student);
      const course = aCourse({ by: admin, name: 'Watercolor Basics' });
      await store.courses.insert(course);
      await store.audit.record(
        anEntry({ actorId: admin.id, subject: { type: 'course', id: course.id } }),
      );
      clock.advance(1_000);
      await store.audit.record(
        anEntry({
          kind: 'admin-promoted',
          actorId: null,
          subject: { type: 'user', id: student.id },
        }),
      );
      clock.advance(1_000);
      // A course whose id is a person's: searching the person does not find it.
      await store.audit.record(
        anEntry({
          kind: 'course-edited',
          actorId: null,
          subject: { type: 'course', id: student.id },
        }),
      );

      expect(await kinds({ text: 'ADA ADM' })).toEqual(['course-approved']);
      expect(await kinds({ text: 'watercolor' })).toEqual(['course-approved']);
      expect(await kinds({ text: '100%_' })).toEqual(['admin-promoted']);
      expect(await kinds({ text: student.email.toUpperCase() })).toEqual(['admin-promoted']);
      expect(await kinds({ text: '0%_x' })).toEqual([]);
      expect(await kinds({ sort: 'oldest' })).toEqual([
        'course-approved',
        'admin-promoted',
        'course-edited',
      ]);
      expect(await kinds({ sort: 'oldest', text: 'a' })).toEqual([
        'course-approved',
        'admin-promoted',
      ]);
    });

    it('lists the people who appear, as actor or user subject, most recently seen first', async () => {
      const ann = aUser({ displayName: 'Ann' });
      await store.users.insert(ann);
      await store.audit.record(anEntry({ actorId: 'bob', subject: { type: 'user', id: ann.id } }));
      clock.advance(1_000);
      await store.audit.record(anEntry({ actorId: 'cid', subject: { type: 'course', id: 'x' } }));
      clock.advance(1_000);
      await store.audit.record(anEntry({ actorId: null, subject: { type: 'user', id: 'bob' } }));

      expect(await store.audit.people(10)).toEqual([
        { id: 'bob', name: null },
        { id: 'cid', name: null },
        { id: ann.id, name: 'Ann' },
      ]);
      expect(await store.audit.people(1)).toEqual([{ id: 'bob', name: null }]);
    });

    it('keeps nothing of a transaction that fails, and the entry of one that commits', async () => {
      const failure = new Error('stop after the record');
      await expect(
        store.unitOfWork.transaction(async ({ audit }) => {
          await audit.record(anEntry({ kind: 'course-rejected' }));
          throw failure;
        }),
      ).rejects.toBe(failure);
      await store.unitOfWork.transaction(({ audit }) =>
        audit.record(anEntry({ kind: 'course-approved' })),
      );

      expect(await kinds()).toEqual(['course-approved']);
    });
  });
}
