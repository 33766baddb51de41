import { describe, expect, it } from 'vitest';
import { aUser, actorOf } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';

describe('Subscribe and ExportSubscribers', () => {
  it('keeps an address once, normalised; only an admin reads the list', async () => {
    const core = memoryCore();
    const admin = aUser({ role: 'admin' });
    const student = aUser();
    await core.given(admin, student);

    await core.useCases.subscribe.execute(' Reader@Example.com ');
    await core.useCases.subscribe.execute('reader@example.com');
    await expect(core.useCases.subscribe.execute('nope')).rejects.toMatchObject({
      code: 'validation_failed',
    });

    const list = await core.useCases.exportSubscribers.execute(actorOf(admin));
    expect(list.map((row) => row.email)).toEqual(['reader@example.com']);
    await expect(core.useCases.exportSubscribers.execute(actorOf(student))).rejects.toMatchObject({
      code: 'forbidden',
    });
  });
});
