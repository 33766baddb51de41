import { describe, expect, it } from 'vitest';
import { aUser, actorOf } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';

describe('ExportSubscribers', () => {
  it('gives an admin the list, oldest first, and refuses anyone else', async () => {
    const core = memoryCore();
    const admin = aUser({ role: 'admin' });
    const student = aUser();
    await core.given(admin, student);
    await core.useCases.subscribe.execute('first@example.com');
    core.clock.advance(1_000);
    await core.useCases.subscribe.execute('second@example.com');

    const list = await core.useCases.exportSubscribers.execute(actorOf(admin));
    expect(list.map((row) => row.email)).toEqual(['first@example.com', 'second@example.com']);
    await expect(core.useCases.exportSubscribers.execute(actorOf(student))).rejects.toMatchObject({
      code: 'forbidden',
    });
    await expect(core.useCases.exportSubscribers.execute(null)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
  });
});
