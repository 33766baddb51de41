import { describe, expect, it } from 'vitest';
import { aUser, actorOf, anAdmin } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';

describe('ListAuditPeople', () => {
  it('lists the people in the log with their names, most recently seen first', async () => {
    const admin = anAdmin({ displayName: 'Ada Admin' });
    const first = aUser({ displayName: 'First' });
    const second = aUser({ displayName: 'Second' });
    const bystander = aUser();
    const core = memoryCore();
    await core.given(admin, first, second, bystander);
    await core.useCases.promoteToAdmin.execute(first.id, actorOf(admin));
    core.clock.advance(1_000);
    await core.useCases.promoteToAdmin.execute(second.id, actorOf(admin));

    expect(await core.useCases.listAuditPeople.execute(actorOf(admin))).toEqual([
      { id: admin.id, name: 'Ada Admin' },
      { id: second.id, name: 'Second' },
      { id: first.id, name: 'First' },
    ]);
  });

  it('is for admins only', async () => {
    const student = aUser();
    const core = memoryCore();
    await core.given(student);

    await expect(core.useCases.listAuditPeople.execute(actorOf(student))).rejects.toMatchObject({
      code: 'forbidden',
    });
    await expect(core.useCases.listAuditPeople.execute(null)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
  });
});
