import { describe, expect, it } from 'vitest';
import { aCourse, actorOf, anAdmin, anApprovedInstructor } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';

describe('ListAllCourses', () => {
  it('gives admins every course whatever its status', async () => {
    const admin = anAdmin();
    const courses = [
      aCourse({ createdAt: new Date('2026-01-03T00:00:00Z') }),
      aCourse({ status: 'approved', createdAt: new Date('2026-01-02T00:00:00Z') }),
      aCourse({ status: 'rejected', createdAt: new Date('2026-01-01T00:00:00Z') }),
    ];
    const core = memoryCore();
    await core.given(admin, ...courses);

    const page = await core.useCases.listAllCourses.execute({}, actorOf(admin));

    expect(page.items.map((course) => course.id)).toEqual(courses.map((course) => course.id));
    expect(page.total).toBe(3);
  });

  it('is for admins only', async () => {
    const instructor = anApprovedInstructor();
    const core = memoryCore();
    await core.given(instructor);

    await expect(
      core.useCases.listAllCourses.execute({}, actorOf(instructor)),
    ).rejects.toMatchObject({ code: 'forbidden' });
    await expect(core.useCases.listAllCourses.execute({}, null)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
  });
});
