import { describe, expect, it } from 'vitest';
import { aUser, actorOf, anAdmin, anApprovedInstructor } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';
import { USERS_PAGE_SIZE } from './list-users.use-case';

/** 23 users created a minute apart, the admin first. */
async function coreWithUsers() {
  const admin = anAdmin({ createdAt: new Date('2026-01-01T00:00:00Z') });
  const others = Array.from({ length: 22 }, (_, i) =>
    aUser({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, i + 1)) }),
  );
  const core = memoryCore();
  // Stored newest first, so the order of the list comes from the dates, not from insertion.
  await core.given(...[admin, ...others].reverse());
  return { core, admin, all: [admin, ...others] };
}

describe('ListUsers', () => {
  it('pages every user by 10, oldest first, with the total', async () => {
    const { core, admin, all } = await coreWithUsers();

    const first = await core.useCases.listUsers.execute({}, actorOf(admin));
    const third = await core.useCases.listUsers.execute({ page: 3 }, actorOf(admin));

    expect(USERS_PAGE_SIZE).toBe(10);
    expect(first).toMatchObject({ total: 23, page: 1, limit: 10 });
    expect(first.items.map((user) => user.id)).toEqual(all.slice(0, 10).map((user) => user.id));
    expect(third.items.map((user) => user.id)).toEqual(all.slice(20).map((user) => user.id));
  });

  it('answers an empty page past the end', async () => {
    const { core, admin } = await coreWithUsers();

    const page = await core.useCases.listUsers.execute({ page: 9 }, actorOf(admin));

    expect(page).toMatchObject({ items: [], total: 23, page: 9 });
  });

  it('refuses a page that is not a positive whole number', async () => {
    const { core, admin } = await coreWithUsers();

    for (const page of [0, -1, 1.5, Number.NaN]) {
      await expect(core.useCases.listUsers.execute({ page }, actorOf(admin))).rejects.toMatchObject(
        { code: 'validation_failed', fields: { page: expect.any(String) } },
      );
    }
  });

  it('is for admins only', async () => {
    const student = aUser();
    const instructor = anApprovedInstructor();
    const core = memoryCore();
    await core.given(student, instructor);

    await expect(core.useCases.listUsers.execute({}, actorOf(student))).rejects.toMatchObject({
      code: 'forbidden',
    });
    await expect(core.useCases.listUsers.execute({}, actorOf(instructor))).rejects.toMatchObject({
      code: 'forbidden',
    });
    await expect(core.useCases.listUsers.execute({}, null)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
  });
});
