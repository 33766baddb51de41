import { describe, expect, it } from 'vitest';
import { aCourse, anApprovedCourse } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

describe('ListCourses', () => {
  it('lists approved courses only, newest first', async () => {
    const older = anApprovedCourse({ createdAt: day(1) });
    const newer = anApprovedCourse({ createdAt: day(3) });
    const core = memoryCore();
    await core.given(
      older,
      aCourse({ createdAt: day(4) }),
      aCourse({ status: 'rejected', createdAt: day(5) }),
      newer,
    );

    const page = await core.useCases.listCourses.execute({});

    expect(page.items.map((course) => course.id)).toEqual([newer.id, older.id]);
    expect(page).toMatchObject({ total: 2, page: 1, limit: 12 });
  });

  it('pages the catalogue and caps the page size', async () => {
    const courses = Array.from({ length: 5 }, (_, i) =>
      anApprovedCourse({ createdAt: day(i + 1) }),
    );
    const core = memoryCore();
    await core.given(...courses);

    const second = await core.useCases.listCourses.execute({ page: 2, limit: 2 });

    expect(second.items.map((course) => course.id)).toEqual([courses[2]!.id, courses[1]!.id]);
    expect(second.total).toBe(5);
    await expect(core.useCases.listCourses.execute({ limit: 61 })).rejects.toMatchObject({
      code: 'validation_failed',
      fields: { limit: expect.any(String) },
    });
    await expect(core.useCases.listCourses.execute({ page: 0 })).rejects.toMatchObject({
      code: 'validation_failed',
      fields: { page: expect.any(String) },
    });
  });
});
