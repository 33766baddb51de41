import { describe, expect, it } from 'vitest';
import { aUser, actorOf } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';

describe('Subscribe', () => {
  it('keeps an address once, normalised, and refuses one that is not an address', async () => {
    const core = memoryCore();
    const admin = aUser({ role: 'admin' });
    await core.given(admin);

    await core.useCases.subscribe.execute(' Reader@Example.com ');
    await core.useCases.subscribe.execute('reader@example.com');
    await expect(core.useCases.subscribe.execute('nope')).rejects.toMatchObject({
      code: 'validation_failed',
    });

    const list = await core.useCases.exportSubscribers.execute(actorOf(admin));
    expect(list.map((row) => row.email)).toEqual(['reader@example.com']);
  });
});
