import { describe, expect, it } from 'vitest';
import { memoryCore } from '@classroom/persistence-memory/testing';
import { aUser, actorOf, anAdmin } from '../../../testing';

describe('DemoteAdmin', () => {
  it('makes another admin a plain user again, and audits it', async () => {
    const [admin, other] = [anAdmin(), anAdmin()];
    const core = memoryCore();
    await core.given(admin, other);

    await core.useCases.demoteAdmin.execute(other.id, actorOf(admin));

    expect((await core.store.users.findById(other.id))?.role).toBe('user');
    expect(core.auditLog()).toMatchObject([
      {
        kind: 'admin-demoted',
        actorId: admin.id,
        before: { role: 'admin' },
        after: { role: 'user' },
      },
    ]);
  });

  it('never demotes the last admin, nor lets admins demote themselves', async () => {
    const [admin, user] = [anAdmin(), aUser()];
    const core = memoryCore();
    await core.given(admin, user);
    await core.expectRefused(
      () => core.useCases.demoteAdmin.execute(admin.id, actorOf(admin)),
      'forbidden',
    );
    await core.expectRefused(
      () => core.useCases.demoteAdmin.execute(user.id, actorOf(admin)),
      'not_admin',
    );
    await core.expectRefused(
      () => core.useCases.demoteAdmin.execute(admin.id, actorOf(user)),
      'forbidden',
    );
  });

  it('leaves one admin when two demote each other at once', async () => {
    const [first, second] = [anAdmin(), anAdmin()];
    const core = memoryCore();
    await core.given(first, second);
    const outcomes = await Promise.allSettled([
      core.useCases.demoteAdmin.execute(second.id, actorOf(first)),
      core.useCases.demoteAdmin.execute(first.id, actorOf(second)),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const admins = await core.store.users.query({ role: 'admin' }, { page: 1, limit: 5 });
    expect(admins.total).toBe(1);
  });
});
