import { describe, expect, it } from 'vitest';
import { aCourse, anApprovedCourse } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';

describe('ListPopularCourses', () => {
  it('lists approved courses with the most enrollments first', async () => {
    const few = anApprovedCourse({ totalEnrollment: 3 });
    const many = anApprovedCourse({ totalEnrollment: 40 });
    const some = anApprovedCourse({ totalEnrollment: 12 });
    const core = memoryCore();
    await core.given(few, many, some, aCourse({ totalEnrollment: 999 }));

    const popular = await core.useCases.listPopularCourses.execute({});

    expect(popular.map((course) => course.id)).toEqual([many.id, some.id, few.id]);
  });

  it('returns 8 by default, as many as asked up to 24', async () => {
    const courses = Array.from({ length: 30 }, (_, i) => anApprovedCourse({ totalEnrollment: i }));
    const core = memoryCore();
    await core.given(...courses);

    expect(await core.useCases.listPopularCourses.execute({})).toHaveLength(8);
    expect(await core.useCases.listPopularCourses.execute({ limit: 3 })).toHaveLength(3);
    await expect(core.useCases.listPopularCourses.execute({ limit: 25 })).rejects.toMatchObject({
      code: 'validation_failed',
    });
  });
});
