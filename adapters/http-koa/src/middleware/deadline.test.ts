import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { deadline } from './deadline';

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
});
