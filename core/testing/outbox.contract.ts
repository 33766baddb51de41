import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAIL_DELIVERY_JOB, type Email, type MailMessage, type OutboxQuery } from '../src/index';
import { ContractClock, type MailStore, type MailStoreFactory } from './mail-store.contract';

const to = 'zoe@example.com' as Email;

/** One message of every kind, with text a careless store would mangle. */
const EVERY_KIND: MailMessage[] = [
  { kind: 'verify-email', to, name: 'Zoë Ørsted — 学生 🎓', token: 'tok-verify' },
  { kind: 'account-exists', to, name: 'Zoë' },
  { kind: 'password-reset', to, name: 'Zoë', token: 'tok-reset' },
  { kind: 'password-changed', to, name: 'Zoë' },
  {
    kind: 'payment-receipt',
    to,
    name: 'Zoë',
    courseId: 'c-1',
    courseName: `<script>alert("x")</script> & "quotes" 'too'`,
    amountCents: 3499,
    currency: 'usd',
    paidAt: new Date('2026-01-15T10:00:00.123Z'),
    transactionId: 'pi_123',
  },
  { kind: 'application-approved', to, name: 'Zoë' },
  { kind: 'application-rejected', to, name: 'Zoë' },
  { kind: 'course-approved', to, name: 'Zoë', courseId: 'c-1', courseName: 'Intro' },
  { kind: 'course-rejected', to, name: 'Zoë', courseId: 'c-1', courseName: 'Intro' },
  { kind: 'welcome-to-course', to, name: 'Zoë', courseId: 'c-1', courseName: 'Intro' },
];

const reset = EVERY_KIND[2] as Extract<MailMessage, { kind: 'password-reset' }>;

/** What every OutboxRepository must do, whatever keeps the messages. */
export function outboxContract(factory: MailStoreFactory): void {
  describe('OutboxRepository', () => {
    let store: MailStore;
    let clock: ContractClock;
    const claimDeliveries = () =>
      store.jobs.claim({
        worker: 'w',
        kinds: [MAIL_DELIVERY_JOB],
        now: clock.now(),
        leaseMs: 60_000,
        limit: 100,
      });
    const onlyMessage = async () => {
      const page = await store.outbox.list({}, { page: 1, limit: 10 });
      expect(page.items).toHaveLength(1);
      return page.items[0]!;
    };

    beforeEach(async () => {
      clock = new ContractClock();
      store = await factory.open(clock);
    });
    afterEach(async () => {
      await factory.close?.(store);
    });

    it('keeps a message of every kind as given, queued, with a delivery job for it', async () => {
      for (const message of EVERY_KIND) {
        await store.outbox.enqueue(message);
        clock.advance(1);
      }

      const page = await store.outbox.list({}, { page: 1, limit: 20 });
      expect(page.total).toBe(EVERY_KIND.length);
      expect(page.items.map((item) => item.message)).toEqual([...EVERY_KIND].reverse());
      expect(page.items.at(-1)).toMatchObject({
        status: 'queued',
        attempts: 0,
        lastError: null,
        createdAt: clock.at(-EVERY_KIND.length),
        sentAt: null,
      });
      const jobs = await claimDeliveries();
      expect(jobs.map((job) => job.payload).sort(byMessageId)).toEqual(
        page.items.map((item) => ({ messageId: item.id })).sort(byMessageId),
      );
      expect(await store.outbox.findById(page.items[0]!.id)).toEqual(page.items[0]);
      expect(await store.outbox.findById('no-such-message')).toBeNull();
    });

    it('lists newest first, a page at a time', async () => {
      for (let i = 0; i < 5; i += 1) {
        await store.outbox.enqueue({ kind: 'password-changed', to, name: `n${i}` });
        clock.advance(1_000);
      }
      const names = async (page: number) =>
        (await store.outbox.list({}, { page, limit: 2 })).items.map(
          (item) => 'name' in item.message && item.message.name,
        );
      expect(await names(1)).toEqual(['n4', 'n3']);
      expect(await names(3)).toEqual(['n0']);
      expect(await store.outbox.list({}, { page: 4, limit: 2 })).toMatchObject({
        items: [],
        total: 5,
      });
    });

    it('searches recipients and subjects, filters by status and sorts oldest first', async () => {
      const ann = 'ann.100%_x@example.com' as Email;
      await store.outbox.enqueue({ kind: 'password-changed', to: ann, name: 'Ann' });
      clock.advance(1_000);
      await store.outbox.enqueue({
        kind: 'course-approved',
        to: 'bob@example.com' as Email,
        name: 'Bob',
        courseId: 'c-1',
        courseName: 'Intro',
      });
      clock.advance(1_000);
      await store.outbox.enqueue({ ...reset, to: 'carol@example.org' as Email });
      const [carol, bob] = (await store.outbox.list({}, { page: 1, limit: 10 })).items;
      await store.outbox.markKept(bob!.id);
      await store.outbox.markSent(carol!.id, clock.now(), { ...reset, to: carol!.message.to });
      const recipients = async (query: OutboxQuery, limit = 10) =>
        (await store.outbox.list(query, { page: 1, limit })).items.map((item) => item.message.to);

      expect(await recipients({ text: 'ANN.100%_' })).toEqual([ann]);
      // LIKE's wildcards are taken literally.
      expect(await recipients({ text: '1%0' })).toEqual([]);
      expect(await recipients({ text: 'x_' })).toEqual([]);
      expect(await recipients({ text: 'Course-Approved' })).toEqual(['bob@example.com']);
      expect(await recipients({ text: 'gs classroom' })).toHaveLength(3);
      expect(await recipients({ status: 'kept' })).toEqual(['bob@example.com']);
      expect(await recipients({ status: 'sent', text: 'reset' })).toEqual(['carol@example.org']);
      expect(await recipients({ status: 'failed' })).toEqual([]);
      expect(await recipients({ text: 'example.com', status: 'queued' })).toEqual([ann]);
      expect(await recipients({ sort: 'oldest' })).toEqual([
        ann,
        'bob@example.com',
        'carol@example.org',
      ]);
      expect(await recipients({ sort: 'newest' }, 1)).toEqual(['carol@example.org']);
      const page = await store.outbox.list({ text: 'example.com' }, { page: 2, limit: 1 });
      expect(page).toMatchObject({ total: 2, page: 2, limit: 1 });
      expect(page.items.map((item) => item.message.to)).toEqual([ann]);
    });

    it('counts the messages of one kind to one address since a time', async () => {
      const since = clock.now();
      await store.outbox.enqueue(reset);
      clock.advance(1_000);
      await store.outbox.enqueue(reset);
      await store.outbox.enqueue({ ...reset, to: 'other@example.com' as Email });
      await store.outbox.enqueue({ kind: 'password-changed', to, name: 'Zoë' });
      expect(await store.outbox.countSince(to, 'password-reset', since)).toBe(2);
      expect(await store.outbox.countSince(to, 'password-reset', clock.now())).toBe(1);
      expect(await store.outbox.countSince(to, 'account-exists', since)).toBe(0);
    });

    it('counts the messages in each status, zero for a status none is in', async () => {
      expect(await store.outbox.countByStatus()).toEqual({
        queued: 0,
        sent: 0,
        kept: 0,
        failed: 0,
      });
      for (let i = 0; i < 4; i += 1) await store.outbox.enqueue(reset);
      const { items } = await store.outbox.list({}, { page: 1, limit: 10 });
      await store.outbox.markSent(items[0]!.id, clock.now(), reset);
      await store.outbox.markKept(items[1]!.id);
      expect(await store.outbox.countByStatus()).toEqual({
        queued: 2,
        sent: 1,
        kept: 1,
        failed: 0,
      });
    });

    it('marks a message sent with the time and the data it is given, counting the attempt', async () => {
      await store.outbox.enqueue(reset);
      const { id } = await onlyMessage();
      const scrubbed = { ...reset, token: 'removed' };

      expect(await store.outbox.recordFailedAttempt(id, 'timeout')).toBe(true);
      expect(await store.outbox.markSent(id, clock.at(5), scrubbed)).toBe(true);

      expect(await store.outbox.findById(id)).toEqual({
        id,
        message: scrubbed,
        status: 'sent',
        attempts: 2,
        lastError: 'timeout',
        createdAt: clock.now(),
        sentAt: clock.at(5),
      });
    });

    it('keeps a message whole when it is marked kept', async () => {
      await store.outbox.enqueue(reset);
      const { id } = await onlyMessage();

      expect(await store.outbox.markKept(id)).toBe(true);

      expect(await store.outbox.findById(id)).toMatchObject({
        message: reset,
        status: 'kept',
        attempts: 1,
        sentAt: null,
      });
    });

    it('marks a message failed with the reason and the data it is given', async () => {
      await store.outbox.enqueue(reset);
      const { id } = await onlyMessage();

      expect(await store.outbox.markFailed(id, '550 no such user', { ...reset, token: 'x' })).toBe(
        true,
      );

      expect(await store.outbox.findById(id)).toMatchObject({
        message: { ...reset, token: 'x' },
        status: 'failed',
        attempts: 1,
        lastError: '550 no such user',
      });
    });

    it('changes only a queued message', async () => {
      await store.outbox.enqueue(reset);
      const { id } = await onlyMessage();
      await store.outbox.markSent(id, clock.now(), reset);
      const sent = await store.outbox.findById(id);

      expect(await store.outbox.markKept(id)).toBe(false);
      expect(await store.outbox.recordFailedAttempt(id, 'late')).toBe(false);
      expect(await store.outbox.markFailed(id, 'late', reset)).toBe(false);
      expect(await store.outbox.markSent(id, clock.at(1), reset)).toBe(false);
      expect(await store.outbox.markKept('no-such-message')).toBe(false);
      expect(await store.outbox.findById(id)).toEqual(sent);
    });

    it('keeps neither message nor job of a transaction that fails', async () => {
      const failure = new Error('stop after the enqueue');
      await expect(
        store.unitOfWork.transaction(async ({ outbox }) => {
          await outbox.enqueue(reset);
          throw failure;
        }),
      ).rejects.toBe(failure);

      expect((await store.outbox.list({}, { page: 1, limit: 10 })).total).toBe(0);
      expect(await claimDeliveries()).toEqual([]);
    });

    it('announces the delivery job of a transaction only once it has committed', async () => {
      const told: boolean[] = [];
      store.jobs.onEnqueued(() => told.push(true));

      await store.unitOfWork.transaction(async ({ outbox }) => {
        await outbox.enqueue(reset);
        expect(told).toEqual([]);
      });

      expect(told).toEqual([true]);
      expect(await claimDeliveries()).toHaveLength(1);
    });
  });
}

function byMessageId(a: unknown, b: unknown): number {
  return JSON.stringify(a).localeCompare(JSON.stringify(b));
}
