import { AsyncLocalStorage } from 'node:async_hooks';
import type { JsonValue } from '@classroom/core';
import { FixedClock, createMemoryStore } from '@classroom/persistence-memory';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { JobRunner, type JobHandler } from './job-runner';

const retry = { backoffBaseMs: 1_000, backoffMaxMs: 4_000, deadlineMs: 10_000 };

/** Polls briefly until `check` holds. */
async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function setUp(handler: Partial<JobHandler> & Pick<JobHandler, 'run'>) {
  const clock = new FixedClock();
  const store = createMemoryStore({ clock });
  // A poll far away: the tests see work start only because the runner is woken.
  const runner = new JobRunner({
    store: store.jobs,
    clock,
    logger: pino({ level: 'silent' }),
    pollMs: 60_000,
  });
  runner.register('test.work', { retry, ...handler });
  runners.push(runner);
  return { clock, store, runner };
}

const runners: JobRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});

describe('JobRunner', () => {
  it('runs a job as soon as it is enqueued in this process, then removes it', async () => {
    const seen: JsonValue[] = [];
    const { store, runner } = setUp({ run: async (payload) => void seen.push(payload) });
    runner.start();
    await new Promise((resolve) => setTimeout(resolve, 20));

    const id = await store.jobs.enqueue({ kind: 'test.work', payload: { n: 1 } });

    await eventually(() => seen.length === 1);
    expect(seen).toEqual([{ n: 1 }]);
    await eventually(async () => (await store.jobs.find(id)) === null);
  });

  it('runs a job woken by a request outside that request: its deadline binds no job', async () => {
    const request = new AsyncLocalStorage<string>();
    const seenIn: (string | undefined)[] = [];
    const { store, runner } = setUp({ run: async () => void seenIn.push(request.getStore()) });
    runner.start();
    await new Promise((resolve) => setTimeout(resolve, 20));

    await request.run('a request', () => store.jobs.enqueue({ kind: 'test.work', payload: null }));

    await eventually(() => seenIn.length === 1);
    expect(seenIn).toEqual([undefined]);
  });

  it('retries a failing job after a doubling wait, and finishes it once it succeeds', async () => {
    const attempts: { number: number; last: boolean }[] = [];
    const { clock, store, runner } = setUp({
      run: async (_payload, attempt) => {
        attempts.push(attempt);
        if (attempts.length < 3) throw new Error('mail server away');
      },
    });
    const id = await store.jobs.enqueue({ kind: 'test.work', payload: null });
    runner.start();

    await eventually(
      async () => (await store.jobs.find(id))?.status === 'queued' && attempts.length === 1,
    );
    expect(await store.jobs.find(id)).toMatchObject({
      runAt: new Date(clock.now().getTime() + 1_000),
      lastError: 'mail server away',
    });
    clock.advance(1_000);
    runner.wake();
    await eventually(() => attempts.length === 2);
    await eventually(async () => (await store.jobs.find(id))?.status === 'queued');
    expect((await store.jobs.find(id))?.runAt).toEqual(new Date(clock.now().getTime() + 2_000));
    clock.advance(1_999);
    runner.wake();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(attempts).toHaveLength(2);
    clock.advance(1);
    runner.wake();

    await eventually(async () => (await store.jobs.find(id)) === null);
    expect(attempts).toEqual([
      { number: 1, last: false },
      { number: 2, last: false },
      { number: 3, last: false },
    ]);
  });

  it('gives a job up at its deadline, telling the handler its last attempt is the last', async () => {
    const attempts: { number: number; last: boolean }[] = [];
    const { clock, store, runner } = setUp({
      run: async (_payload, attempt) => {
        attempts.push(attempt);
        throw new Error('550 rejected for rae@example.com');
      },
    });
    const id = await store.jobs.enqueue({ kind: 'test.work', payload: null });
    const settledAfter = (count: number) =>
      eventually(
        async () => attempts.length === count && (await store.jobs.find(id))?.status !== 'running',
      );
    runner.start();
    // Attempts at 0, 1, 3 and 7 s; the next would come at 11 s, past the 10 s deadline.
    for (const [count, wait] of [
      [1, 1_000],
      [2, 2_000],
      [3, 4_000],
    ] as const) {
      await settledAfter(count);
      clock.advance(wait);
      runner.wake();
    }
    await settledAfter(4);

    await eventually(async () => (await store.jobs.find(id))?.status === 'failed');
    expect(attempts.map((attempt) => attempt.last)).toEqual([false, false, false, true]);
    // The stored reason names no person.
    expect((await store.jobs.find(id))?.lastError).toBe('550 rejected for [address]');
  });

  it('runs no more of a kind at once than its concurrency, while other kinds go on', async () => {
    const seen: JsonValue[] = [];
    const { store, runner } = setUp({ run: async (payload) => void seen.push(payload) });
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    runner.register('test.picture', {
      retry,
      concurrency: 2,
      run: () =>
        new Promise<void>((resolve) => {
          running += 1;
          most = Math.max(most, running);
          releases.push(() => {
            running -= 1;
            resolve();
          });
        }),
    });
    for (let n = 0; n < 5; n += 1) await store.jobs.enqueue({ kind: 'test.picture', payload: n });
    runner.start();
    await eventually(() => running === 2);

    // Two pictures hold their slots; other work is not kept waiting behind them.
    await store.jobs.enqueue({ kind: 'test.work', payload: 'mail' });
    await eventually(() => seen.length === 1);
    expect(running).toBe(2);

    while (releases.length > 0 || running > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await eventually(async () => [...store.tables.jobs.values()].length === 0);
    expect(most).toBe(2);
    expect(releases).toHaveLength(0);
  });

  it('stops claiming, and waits for the job in hand before it says it stopped', async () => {
    let release: () => void = () => undefined;
    let finished = false;
    const { store, runner } = setUp({
      run: () =>
        new Promise<void>((resolve) => {
          release = () => {
            finished = true;
            resolve();
          };
        }),
    });
    const first = await store.jobs.enqueue({ kind: 'test.work', payload: 1 });
    runner.start();
    await eventually(async () => (await store.jobs.find(first))?.status === 'running');

    const stopped = runner.stop().then(() => finished);
    await store.jobs.enqueue({ kind: 'test.work', payload: 2 });
    release();

    expect(await stopped).toBe(true);
    expect(await store.jobs.find(first)).toBeNull();
    expect([...store.tables.jobs.values()].map((job) => [job.payload, job.status])).toEqual([
      [2, 'queued'],
    ]);
  });
});
