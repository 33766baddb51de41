import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { DeadlinePassedError } from '@classroom/core';
import { deadline } from './deadline';
import { currentRequestScope } from './request-scope';

const ctx = {} as Context;
const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('deadline', () => {
  it('passes on the answer and the failure of work that ends in time', async () => {
    const limit = deadline(100);
    await expect(limit(ctx, async () => undefined)).resolves.toBeUndefined();
    await expect(limit(ctx, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });

  it('answers 503 for each request whose work outlives the deadline, the others unharmed', async () => {
    const limit = deadline(50);
    const started = Date.now();
    const hung = limit(ctx, () => new Promise(() => undefined));
    const quick = limit(ctx, () => after(10));
    const late = limit(ctx, () => after(500));
    await expect(quick).resolves.toBeUndefined();
    await expect(hung).rejects.toMatchObject({ code: 'service_unavailable' });
    await expect(late).rejects.toMatchObject({ code: 'service_unavailable' });
    // Cut off well before the late work's 500 ms, however busy the machine.
    expect(Date.now() - started).toBeLessThan(450);
  });

  it('keeps watching after an idle spell', async () => {
    const limit = deadline(30);
    await limit(ctx, async () => undefined);
    await after(60);
    await expect(limit(ctx, () => new Promise(() => undefined))).rejects.toMatchObject({
      code: 'service_unavailable',
    });
  });

  it('lets the work of a request commit before its deadline, and refuses it after', async () => {
    const limit = deadline(50);
    let inTime = false;
    let late: unknown;
    const answered = limit(ctx, async () => {
      currentRequestScope()!.beginCommit()();
      inTime = true;
      await after(80);
      try {
        currentRequestScope()?.beginCommit();
      } catch (error) {
        late = error;
      }
    });
    await expect(answered).rejects.toMatchObject({ code: 'service_unavailable' });
    await after(60);
    expect(inTime).toBe(true);
    expect(late).toBeInstanceOf(DeadlinePassedError);
    expect(currentRequestScope()).toBeUndefined();
  });

  it('waits for a commit in flight at the deadline rather than answering over it', async () => {
    const limit = deadline(40);
    let committed = false;
    await limit(ctx, async () => {
      const endCommit = currentRequestScope()!.beginCommit();
      await after(100);
      endCommit();
      committed = true;
    });
    // The answer waited for the commit that was running when the 40 ms ran out.
    expect(committed).toBe(true);
  });
});
