import { describe, expect, it } from 'vitest';
import { memoryCore } from '@classroom/persistence-memory/testing';
import { aCourse, aUser, actorOf, anAdmin, anApprovedInstructor } from '../../../testing';

describe('SearchDashboard', () => {
  it('finds people and courses for admins, an instructor their own courses only', async () => {
    const admin = anAdmin();
    const owner = anApprovedInstructor({ displayName: 'Rosa Guitar' });
    const mine = aCourse({ by: owner, name: 'Guitar Basics' });
    const theirs = aCourse({ name: 'Guitar Pro' });
    const student = aUser();
    const core = memoryCore();
    await core.given(admin, owner, student, mine, theirs);

    const found = await core.useCases.searchDashboard.execute('guitar', actorOf(admin));
    expect(found.users.map((user) => user.id)).toEqual([owner.id]);
    expect(found.courses.map((course) => course.id).sort()).toEqual([mine.id, theirs.id].sort());

    const own = await core.useCases.searchDashboard.execute('guitar', actorOf(owner));
    expect(own).toMatchObject({ users: [], courses: [{ id: mine.id }] });
    await core.expectRefused(
      () => core.useCases.searchDashboard.execute('x', actorOf(student)),
      'forbidden',
    );
  });
});
