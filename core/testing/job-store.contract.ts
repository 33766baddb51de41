import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClaimRequest } from '../src/index';
import { ContractClock, type MailStore, type MailStoreFactory } from './mail-store.contract';

/** What every JobStore must do, whatever keeps the jobs. */
export function jobStoreContract(factory: MailStoreFactory): void {
  describe('JobStore', () => {
    let store: MailStore;
    let clock: ContractClock;
    const claim = (overrides: Partial<ClaimRequest> = {}) =>
      store.jobs.claim({
        worker: 'worker-a',
        kinds: ['test.work'],
        now: clock.now(),
        leaseMs: 60_000,
        limit: 10,
        ...overrides,
      });

    beforeEach(async () => {
      clock = new ContractClock();
      store = await factory.open(clock);
    });
    afterEach(async () => {
      await factory.close?.(store);
    });

    it('hands a due job to one claim, with its payload, an attempt counted and a lease', async () => {
      const payload = { messageId: 'm-1', nested: { list: [1, 'ü', null], flag: true } };
      const id = await store.jobs.enqueue({ kind: 'test.work', payload });

      const [job, ...others] = await claim();

      expect(others).toEqual([]);
      expect(job).toEqual({
        id,
        kind: 'test.work',
        payload,
        runAt: clock.now(),
        attempts: 1,
        status: 'running',
        lockedBy: 'worker-a',
        lockedUntil: clock.at(60_000),
        lastError: null,
        createdAt: clock.now(),
      });
      expect(await claim({ worker: 'worker-b' })).toEqual([]);
    });

    it('claims only due jobs of the kinds asked for, earliest first, up to the limit', async () => {
      const later = await store.jobs.enqueue({ kind: 'test.work', payload: 3, runAt: clock.at(2) });
      const first = await store.jobs.enqueue({
        kind: 'test.work',
        payload: 1,
        runAt: clock.at(-5),
      });
      await store.jobs.enqueue({ kind: 'other.work', payload: 0 });
      const second = await store.jobs.enqueue({ kind: 'test.work', payload: 2 });
      await store.jobs.enqueue({ kind: 'test.work', payload: 4, runAt: clock.at(60_000) });
      clock.advance(2);

      expect((await claim({ limit: 2 })).map((job) => job.id)).toEqual([first, second]);
      expect((await claim()).map((job) => job.id)).toEqual([later]);
      expect(await claim({ kinds: [] })).toEqual([]);
    });

    it('lets another worker claim a job whose lease ran out', async () => {
      const id = await store.jobs.enqueue({ kind: 'test.work', payload: null });
      await claim({ leaseMs: 1_000 });
      clock.advance(999);
      expect(await claim({ worker: 'worker-b' })).toEqual([]);
      clock.advance(1);

      const [again] = await claim({ worker: 'worker-b' });

      expect(again).toMatchObject({ id, attempts: 2, lockedBy: 'worker-b' });
      expect(await store.jobs.complete(id, 'worker-a')).toBe(false);
      expect(await store.jobs.complete(id, 'worker-b')).toBe(true);
    });

    it('removes a completed job', async () => {
      const id = await store.jobs.enqueue({ kind: 'test.work', payload: 'x' });
      await claim();

      expect(await store.jobs.complete(id, 'worker-a')).toBe(true);

      expect(await store.jobs.find(id)).toBeNull();
      expect(await claim({ now: clock.at(3_600_000) })).toEqual([]);
    });

    it('queues a job again for a later time, with the reason it failed', async () => {
      const id = await store.jobs.enqueue({ kind: 'test.work', payload: 'x' });
      await claim();

      expect(await store.jobs.retry(id, 'worker-a', clock.at(5_000), 'SMTP refused')).toBe(true);

      expect(await store.jobs.find(id)).toMatchObject({
        status: 'queued',
        runAt: clock.at(5_000),
        attempts: 1,
        lockedBy: null,
        lockedUntil: null,
        lastError: 'SMTP refused',
      });
      expect(await claim({ now: clock.at(4_999) })).toEqual([]);
      expect(await claim({ now: clock.at(5_000) })).toMatchObject([{ id, attempts: 2 }]);
    });

    it('keeps a job given up as failed, and never claims it again', async () => {
      const id = await store.jobs.enqueue({ kind: 'test.work', payload: 'x' });
      await claim();

      expect(await store.jobs.fail(id, 'worker-a', 'gave up')).toBe(true);

      expect(await store.jobs.find(id)).toMatchObject({ status: 'failed', lastError: 'gave up' });
      expect(await claim({ now: clock.at(86_400_000) })).toEqual([]);
      expect(await store.jobs.retry(id, 'worker-a', clock.now(), 'late')).toBe(false);
    });

    it('settles a job only for the worker that holds it', async () => {
      const id = await store.jobs.enqueue({ kind: 'test.work', payload: 'x' });
      expect(await store.jobs.complete(id, 'worker-a')).toBe(false);
      await claim();

      expect(await store.jobs.retry(id, 'worker-b', clock.now(), 'no')).toBe(false);
      expect(await store.jobs.fail(id, 'worker-b', 'no')).toBe(false);
      expect(await store.jobs.complete(id, 'worker-b')).toBe(false);
      expect(await store.jobs.find(id)).toMatchObject({ status: 'running', lockedBy: 'worker-a' });
    });

    it('never hands one job to two claims that race', async () => {
      const ids = new Set<string>();
      for (let i = 0; i < 30; i += 1) {
        ids.add(await store.jobs.enqueue({ kind: 'test.work', payload: i }));
      }

      const claims = await Promise.all(
        Array.from({ length: 6 }, (_, worker) => claim({ worker: `worker-${worker}`, limit: 4 })),
      );

      const claimed = claims.flat().map((job) => job.id);
      expect(claimed).toHaveLength(24);
      expect(new Set(claimed).size).toBe(24);
      for (const id of claimed) expect(ids.has(id)).toBe(true);
    });

    it('tells its listeners about a job enqueued outside a transaction', async () => {
      let told = 0;
      const stop = store.jobs.onEnqueued(() => (told += 1));
      await store.jobs.enqueue({ kind: 'test.work', payload: 1 });
      stop();
      await store.jobs.enqueue({ kind: 'test.work', payload: 2 });
      expect(told).toBe(1);
    });
  });
}
